/**
 * Rows of the tables that several modules read, as both database drivers return them: `numeric`
 * columns as strings (parsed where they are used), `timestamptz` as Date. One interface per
 * table; a reader selecting fewer columns takes a `Pick` of it, so a renamed or retyped column
 * is caught in every reader at once.
 */

export interface PortfolioRow {
  id: string
  user_id: string
  name: string
  description: string | null
  is_active: boolean
  cash: string
  /** Cash held by open orders (and margin of pending perpetual orders). */
  reserved: string
  currency: string
  created_at: Date
  updated_at: Date
}

/** `holdings`: what fills bought on the exchange. */
export interface HoldingRow {
  id: string
  portfolio_id: string
  symbol: string
  quantity: string
  /** Quantity held by open sell orders. */
  reserved: string
  average_price: string
  created_at: Date
  updated_at: Date
}

/** `manual_holdings`: assets held elsewhere, recorded by the trader; never sold for paper cash. */
export interface ManualHoldingRow {
  id: string
  portfolio_id: string
  symbol: string
  quantity: string
  average_price: string
  created_at: Date
  updated_at: Date
}

export interface PerpPositionRow {
  id: string
  portfolio_id: string
  symbol: string
  side: 'long' | 'short'
  /** Always positive; the direction is `side`. */
  size: string
  entry_price: string
  margin: string
  leverage: number
  realized_pnl: string
  funding_paid: string
  updated_at: Date
}
