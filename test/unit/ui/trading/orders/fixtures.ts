import type { Order, Trade } from '../../../../../protocol/trading.ts'
import type { OrderView } from '../../../../../workers/engine/api.ts'

export function anOrder(overrides: Partial<OrderView> = {}): OrderView {
  const base: Order = {
    id: 'o1',
    clientOrderId: null,
    portfolioId: 'p1',
    symbol: 'BTC-USD',
    market: 'spot',
    side: 'buy',
    orderType: 'limit',
    quantity: 0.5,
    price: 60_000,
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
    createdAt: '2024-05-01T10:00:00.000Z',
    updatedAt: '2024-05-01T10:00:00.000Z',
  }
  return { ...base, local: 'confirmed', ...overrides }
}

export function aTrade(overrides: Partial<Trade> = {}): Trade {
  return {
    id: 't1',
    orderId: 'o1',
    portfolioId: 'p1',
    symbol: 'BTC-USD',
    market: 'spot',
    side: 'buy',
    price: 60_000,
    quantity: 0.5,
    fee: 15,
    liquidity: 'taker',
    realizedPnl: 0,
    timestamp: '2024-05-01T10:00:00.000Z',
    ...overrides,
  }
}
