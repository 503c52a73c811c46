-- Manual holdings record assets held elsewhere: valued with the portfolio, never sold on the
-- exchange for paper cash. `holdings` keeps only what the exchange's fills put there.
CREATE TABLE manual_holdings (
  id text PRIMARY KEY,
  portfolio_id text NOT NULL REFERENCES portfolios (id) ON DELETE CASCADE,
  symbol text NOT NULL,
  quantity numeric NOT NULL CHECK (quantity > 0),
  average_price numeric NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (portfolio_id, symbol)
);

-- Until now both shared one row per symbol. The exchange's share is what the portfolio's spot
-- fills add up to; the rest was entered by hand.
INSERT INTO manual_holdings (id, portfolio_id, symbol, quantity, average_price, created_at, updated_at)
SELECT gen_random_uuid()::text, h.portfolio_id, h.symbol,
       h.quantity - GREATEST(0, LEAST(h.quantity, COALESCE(t.qty, 0))),
       h.average_price, h.created_at, h.updated_at
FROM holdings h
LEFT JOIN (
  SELECT portfolio_id, symbol, SUM(CASE WHEN side = 'buy' THEN quantity ELSE -quantity END) AS qty
  FROM trades WHERE market = 'spot' GROUP BY portfolio_id, symbol
) t ON t.portfolio_id = h.portfolio_id AND t.symbol = h.symbol
WHERE h.quantity - GREATEST(0, LEAST(h.quantity, COALESCE(t.qty, 0))) > 0;

UPDATE holdings h SET quantity = h.quantity - m.quantity, updated_at = now()
FROM manual_holdings m
WHERE m.portfolio_id = h.portfolio_id AND m.symbol = h.symbol;

-- Open sell orders that were selling manual quantity can no longer be covered: they end here.
UPDATE orders o SET status = 'cancelled',
  reason = 'Cancelled: manual holdings cannot be sold on the exchange', updated_at = now()
FROM holdings h
WHERE o.portfolio_id = h.portfolio_id AND o.symbol = h.symbol AND o.market = 'spot'
  AND o.side = 'sell' AND o.status IN ('pending', 'open', 'partially_filled')
  AND h.reserved > h.quantity;
UPDATE holdings SET reserved = 0 WHERE reserved > quantity;
DELETE FROM holdings WHERE quantity <= 0 AND reserved <= 0;

-- Where paper cash came from: a grant at creation (later also a recorded reset). With the fills
-- and funding payments it reconciles every portfolio's cash.
CREATE TABLE paper_cash_grants (
  id text PRIMARY KEY,
  portfolio_id text NOT NULL REFERENCES portfolios (id) ON DELETE CASCADE,
  amount numeric NOT NULL,
  reason text NOT NULL CHECK (reason IN ('opening', 'reset', 'before_ledger')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX paper_cash_grants_portfolio_idx ON paper_cash_grants (portfolio_id);

-- Portfolios from before the ledger: the grant that explains their cash today.
INSERT INTO paper_cash_grants (id, portfolio_id, amount, reason, created_at)
SELECT gen_random_uuid()::text, p.id,
       p.cash + COALESCE(t.spent, 0) + COALESCE(f.paid, 0), 'before_ledger', p.created_at
FROM portfolios p
LEFT JOIN (
  SELECT portfolio_id,
         SUM(CASE WHEN market = 'spot' AND side = 'buy' THEN price * quantity
                  WHEN market = 'spot' THEN -price * quantity
                  ELSE -realized_pnl END + fee) AS spent
  FROM trades GROUP BY portfolio_id
) t ON t.portfolio_id = p.id
LEFT JOIN (
  SELECT portfolio_id, SUM(payment) AS paid FROM funding_payments GROUP BY portfolio_id
) f ON f.portfolio_id = p.id;
