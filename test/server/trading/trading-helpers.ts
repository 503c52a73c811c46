import type { Balance, Order, OrderRequest, Portfolio } from '../../../protocol/index.ts'
import { newUser, type Api } from '../helpers.ts'

export type Trader = Awaited<ReturnType<typeof newUser>> & { portfolioId: string }

/** A fresh user with one portfolio of paper cash. */
export async function newTrader(api: Api, prefix: string): Promise<Trader> {
  const user = await newUser(api, prefix)
  const p = await api<Portfolio>('POST', '/api/v1/portfolios', {
    token: user.token,
    json: { name: 'Main' },
  })
  if (p.status !== 201) throw new Error(`portfolio: ${p.status}`)
  return { ...user, portfolioId: p.body.id }
}

export const place = (
  api: Api,
  t: Trader,
  body: Partial<OrderRequest>,
  headers: Record<string, string> = {},
) =>
  api<Order & { detail?: unknown }>('POST', '/api/v1/orders', {
    token: t.token,
    json: { portfolioId: t.portfolioId, ...body },
    headers,
  })

export const balanceOf = async (api: Api, t: Trader): Promise<Balance> =>
  (await api<Balance>('GET', `/api/v1/portfolios/${t.portfolioId}/balances`, { token: t.token }))
    .body

export const usd = (n: number): string =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** A price on a 0.01 grid. */
export const cents = (n: number): number => Math.round(n * 100) / 100

/** A perpetual market order (BTC-USD unless told): opens, grows or shrinks a position. */
export const perpMarket = (
  api: Api,
  t: Trader,
  o: { side: 'buy' | 'sell'; quantity: number; leverage: number; symbol?: string },
) =>
  place(api, t, {
    symbol: o.symbol ?? 'BTC-USD',
    market: 'perp',
    leverage: o.leverage,
    side: o.side,
    orderType: 'market',
    quantity: o.quantity,
  })
