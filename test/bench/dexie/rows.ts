/**
 * Rows the engine keeps, made up but valid by the protocol's schemas: orders of one portfolio as
 * a REST snapshot brings them, a symbol's candles as the market answers them, and the trader's
 * portfolios. Deterministic, so every run writes the same bytes.
 */
import type { Candle, Order, Portfolio } from '../../../protocol/index.ts'

const SYMBOLS = ['BTC-USD', 'ETH-USD', 'SOL-USD', 'ADA-USD', 'AAPL-USD', 'EUR-USD']
const STATUSES = ['open', 'filled', 'cancelled', 'partially_filled'] as const
const T0 = Date.parse('2026-11-23T10:00:00.000Z')

/** `count` orders of one portfolio; `pass` changes what a later snapshot would change. */
export function orderRows(portfolioId: string, count: number, pass = 0): Order[] {
  return Array.from({ length: count }, (_, i) => {
    const status = STATUSES[(i + pass) % STATUSES.length]!
    const quantity = 0.001 * (1 + (i % 50))
    const filled = status === 'filled' ? quantity : status === 'partially_filled' ? quantity / 2 : 0
    const price = 60_000 + (i % 997)
    return {
      id: `${portfolioId}-order-${i}`,
      clientOrderId: `${portfolioId}-client-${i}`,
      portfolioId,
      symbol: SYMBOLS[i % SYMBOLS.length]!,
      market: i % 5 === 0 ? 'perp' : 'spot',
      side: i % 2 === 0 ? 'buy' : 'sell',
      orderType: 'limit',
      quantity,
      price,
      stopPrice: null,
      timeInForce: 'GTC',
      postOnly: false,
      reduceOnly: false,
      leverage: i % 5 === 0 ? 5 : 1,
      status,
      filledQuantity: filled,
      averagePrice: filled > 0 ? price : null,
      fees: filled * price * 0.001,
      reason: status === 'cancelled' ? 'Cancelled by you' : null,
      createdAt: new Date(T0 + i * 1000).toISOString(),
      updatedAt: new Date(T0 + i * 1000 + pass * 60_000).toISOString(),
    }
  })
}

/** `count` one-minute candles ending now-ish, as GET /market/candles answers them. */
export function candleRows(count: number, seed: number): Candle[] {
  let price = 100 + seed
  return Array.from({ length: count }, (_, i) => {
    const open = price
    const close = open * (1 + (((i * 7919 + seed) % 200) - 100) / 50_000)
    price = close
    return {
      time: T0 / 1000 + i * 60,
      open,
      high: Math.max(open, close) * 1.0005,
      low: Math.min(open, close) * 0.9995,
      close,
      volume: 1 + ((i * 31 + seed) % 97),
    }
  })
}

export function portfolioRows(count: number, pass: number): Portfolio[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `portfolio-${i}`,
    name: `Portfolio ${i + 1}`,
    description: i === 0 ? 'Main account' : null,
    isActive: true,
    cash: 100_000 - pass - i,
    currency: 'USD',
    createdAt: new Date(T0).toISOString(),
    updatedAt: new Date(T0 + pass * 1000).toISOString(),
  }))
}
