-- Equity history for GET /portfolios/{id}/performance. Recorded every minute and after fills,
-- thinned with age (server/performance/retention.ts): minute points for 2 days, hourly for 90
-- days, daily beyond. The primary key serves the per-portfolio range reads.
CREATE TABLE equity_snapshots (
  portfolio_id text NOT NULL REFERENCES portfolios (id) ON DELETE CASCADE,
  at timestamptz NOT NULL,
  equity numeric NOT NULL,
  PRIMARY KEY (portfolio_id, at)
);
-- Thinning walks all portfolios by age.
CREATE INDEX equity_snapshots_at_idx ON equity_snapshots (at);
