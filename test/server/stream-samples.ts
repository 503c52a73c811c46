import type { Order } from '../../protocol/index.ts'

/** A well-formed `orders` payload, for pushes that tests send by hand. */
export const sampleOrder = (id: string, over: Partial<Order> = {}): Order => ({
  id,
  clientOrderId: null,
  portfolioId: 'p-sample',
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
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
})
