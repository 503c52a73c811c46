/**
 * Rows of migration 017's tables as both drivers return them: `numeric` as strings, `jsonb` as
 * parsed values (still untrusted: parsed with protocol schemas where they are read), `bigint` as
 * strings or numbers, `timestamptz` as Date. One interface per table.
 */

export interface StrategyRow {
  id: string
  user_id: string
  portfolio_id: string | null
  name: string
  description: string
  type: string
  template_id: string | null
  config: unknown
  allocated_capital: string
  status: 'active' | 'paused'
  swarm_id: string | null
  created_at: Date
  updated_at: Date
}

export interface StrategyStateRow {
  strategy_id: string
  book: unknown
  last_bar_time: string | number | null
  round_trips: number
  wins: number
  peak_equity: string
  max_drawdown: number
  last_signal: unknown
  last_error: string | null
  updated_at: Date
}

export interface StrategyOrderRow {
  client_order_id: string
  strategy_id: string
  order_id: string | null
  bar_time: string | number
  rule: string
  action: string
  side: 'buy' | 'sell'
  quantity: string
  price: string | null
  fee: string | null
  status: 'sent' | 'filled' | 'rejected'
  message: string | null
  created_at: Date
}

export interface StrategyEquityRow {
  strategy_id: string
  time: string | number
  equity: string
}

export interface BacktestRow {
  id: string
  user_id: string
  strategy_id: string | null
  strategy_name: string
  kind: 'backtest' | 'optimize'
  status: 'queued' | 'running' | 'completed' | 'cancelled' | 'failed'
  symbol: string
  timeframe: string
  from_time: string | number
  to_time: string | number
  initial_capital: string
  params: unknown
  request: unknown
  config: unknown
  progress: number
  stats: unknown
  result: unknown
  error: string | null
  duration_ms: number | null
  created_at: Date
  finished_at: Date | null
}

/** `numeric` and `bigint` columns, as either driver hands them over. */
export const num = (v: string | number): number => Number(v)
export const numOrNull = (v: string | number | null): number | null =>
  v === null ? null : Number(v)
