-- Money that moved into (+) or out of (−) a portfolio from outside, in USD: paper cash granted
-- or reset, and manual holdings added or removed (valued when they moved). Analytics take these
-- out of performance (modified Dietz, XIRR), and the equity chart draws them apart.
CREATE TABLE portfolio_flows (
  id text PRIMARY KEY,
  portfolio_id text NOT NULL REFERENCES portfolios (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('deposit', 'reset', 'manual_add', 'manual_remove')),
  amount numeric NOT NULL,
  symbol text,
  quantity numeric,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX portfolio_flows_portfolio_idx ON portfolio_flows (portfolio_id, created_at);

-- Every paper cash grant so far was money put in.
INSERT INTO portfolio_flows (id, portfolio_id, kind, amount, created_at)
SELECT gen_random_uuid()::text, g.portfolio_id,
       CASE WHEN g.reason = 'reset' THEN 'reset' ELSE 'deposit' END, g.amount, g.created_at
FROM paper_cash_grants g;

-- Manual holdings from before this ledger: the market price when they were entered is not
-- known any longer, so each is valued at its own average price (quantity × average_price), as
-- of its creation. Later additions to the same row are folded into that one flow.
INSERT INTO portfolio_flows (id, portfolio_id, kind, amount, symbol, quantity, created_at)
SELECT gen_random_uuid()::text, m.portfolio_id, 'manual_add', m.quantity * m.average_price,
       m.symbol, m.quantity, m.created_at
FROM manual_holdings m;
