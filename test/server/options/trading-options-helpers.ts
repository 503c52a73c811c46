import { expect } from 'vitest'
import type {
  Balance,
  MultiLegRequest,
  Order,
  OptionChain,
  OptionExpiries,
  OptionQuote,
  Position,
} from '../../../protocol/index.ts'
import type { Api } from '../helpers.ts'
import type { Trader } from '../trading/trading-helpers.ts'

export type OptionPositionWire = Extract<Position, { market: 'option' }>

export const expiriesOf = async (api: Api, underlying: string): Promise<OptionExpiries> => {
  const res = await api<OptionExpiries>(
    'GET',
    `/api/v1/market/options/expiries?underlying=${underlying}`,
  )
  expect(res.status).toBe(200)
  return res.body
}

export const chainOf = async (
  api: Api,
  underlying: string,
  expiry: number,
): Promise<OptionChain> => {
  const res = await api<OptionChain>(
    'GET',
    `/api/v1/market/options/chain?underlying=${underlying}&expiry=${expiry}`,
  )
  expect(res.status).toBe(200)
  return res.body
}

/** The quote of the listed strike nearest to `target`, of one right, with both sides quoted. */
export function nearest(chain: OptionChain, right: 'call' | 'put', target: number): OptionQuote {
  const quoted = chain.quotes.filter((q) => q.right === right && q.bid !== null && q.ask !== null)
  const best = quoted.sort((a, b) => Math.abs(a.strike - target) - Math.abs(b.strike - target))[0]
  if (!best) throw new Error(`no quoted ${right} near ${target}`)
  return best
}

export const positionsOf = async (api: Api, t: Trader): Promise<Position[]> => {
  const res = await api<Position[]>('GET', `/api/v1/positions?portfolio_id=${t.portfolioId}`, {
    token: t.token,
  })
  expect(res.status).toBe(200)
  return res.body
}

export const optionPositions = async (api: Api, t: Trader): Promise<OptionPositionWire[]> =>
  (await positionsOf(api, t)).filter((p): p is OptionPositionWire => p.market === 'option')

export const balance = async (api: Api, t: Trader): Promise<Balance> =>
  (await api<Balance>('GET', `/api/v1/portfolios/${t.portfolioId}/balances`, { token: t.token }))
    .body

export const ordersOf = async (api: Api, t: Trader): Promise<Order[]> =>
  (
    await api<Order[]>('GET', `/api/v1/orders?portfolio_id=${t.portfolioId}&status=all`, {
      token: t.token,
    })
  ).body

export const multiLeg = (
  api: Api,
  t: Trader,
  body: Omit<MultiLegRequest, 'portfolioId' | 'strategy'> & { strategy?: string },
) =>
  api<{ orders: Order[]; netPremium: number; fees: number; detail?: unknown }>(
    'POST',
    '/api/v1/orders/multi-leg',
    { token: t.token, json: { portfolioId: t.portfolioId, ...body } },
  )

/** Money equal to the cent. */
export const cents = (n: number): number => Math.round(n * 100) / 100
