/** Orders, positions, fills and balances as the server sends them, for the orders tests. */
import type { Balance, Order, Position, Trade } from '../../../protocol/index.ts'

export const at = (s: number): string => new Date(Date.UTC(2026, 0, 1, 0, 0, s)).toISOString()

export const order = (id: string, over: Partial<Order> = {}): Order => ({
  id,
  clientOrderId: null,
  portfolioId: 'p1',
  symbol: 'BTC-USD',
  market: 'spot',
  side: 'buy',
  orderType: 'limit',
  quantity: 1,
  price: 100,
  stopPrice: null,
  timeInForce: 'GTC',
  postOnly: false,
  reduceOnly: false,
  leverage: 1,
  status: 'open',
  filledQuantity: 0,
  averagePrice: null,
  fees: 0,
  reason: null,
  createdAt: at(0),
  updatedAt: at(0),
  ...over,
})

export const spot = (id: string, quantity = 1, portfolioId = 'p1'): Position => ({
  id,
  portfolioId,
  symbol: 'BTC-USD',
  market: 'spot',
  side: 'long',
  quantity,
})

export const fill = (id: string, second: number, over: Partial<Trade> = {}): Trade => ({
  id,
  orderId: 'o1',
  portfolioId: 'p1',
  symbol: 'BTC-USD',
  market: 'spot',
  side: 'buy',
  price: 100,
  quantity: 1,
  fee: 0,
  liquidity: 'taker',
  realizedPnl: 0,
  timestamp: at(second),
  ...over,
})

export const cash = (available: number, portfolioId = 'p1'): Balance => ({
  portfolioId,
  currency: 'USD',
  available,
  reserved: 0,
  total: available,
})

/** A limit buy as the ticket asks for it (the engine adds the client id and time). */
export const ticket = {
  portfolioId: 'p1',
  symbol: 'BTC-USD',
  side: 'buy',
  orderType: 'limit',
  quantity: 1,
  price: 100,
} as const
