import type { Holding, Order, Portfolio, Position, SymbolInfo } from '../../../protocol/index.ts'
import type { Api } from '../helpers.ts'

export type ResourceKind = 'portfolio' | 'order' | 'holding' | 'position'
export type Owner = 'self' | 'other' | 'random'

/** A signed-in user of the fuzz run and the ids of what it owns, refreshed from the API. */
export interface Actor {
  name: string
  token: string
  ids: Record<ResourceKind, string[]>
}

const emptyIds = (): Record<ResourceKind, string[]> => ({
  portfolio: [],
  order: [],
  holding: [],
  position: [],
})

export const newActor = (name: string, token: string): Actor => ({ name, token, ids: emptyIds() })

/** Re-reads what the actor owns, so references point at live ids (deletes happen all the time). */
export async function refreshIds(api: Api, a: Actor): Promise<void> {
  const token = a.token
  const portfolios = await api<Portfolio[]>('GET', '/api/v1/portfolios', { token })
  if (portfolios.status !== 200) return
  const ids = emptyIds()
  ids.portfolio = portfolios.body.map((p) => p.id)
  const orders = await api<Order[]>('GET', '/api/v1/orders?limit=200', { token })
  if (orders.status === 200) ids.order = orders.body.map((o) => o.id)
  const positions = await api<Position[]>('GET', '/api/v1/positions', { token })
  if (positions.status === 200) ids.position = positions.body.map((p) => p.id)
  for (const id of ids.portfolio) {
    const h = await api<Holding[]>('GET', `/api/v1/portfolios/${id}/holdings`, { token })
    if (h.status === 200) ids.holding.push(...h.body.map((x) => x.id))
  }
  a.ids = ids
}

export interface World {
  actors: Actor[]
  symbols: SymbolInfo[]
  /** The last price of a symbol, for prices near the market. */
  last(symbol: string): number | undefined
}

/** An id of `kind` owned by the actor, by someone else, or made up; undefined when none exists. */
export function pickId(
  w: World,
  actor: Actor | undefined,
  kind: ResourceKind,
  owner: Owner,
  i: number,
): { id: string; foreign: boolean } {
  const pool =
    owner === 'self'
      ? (actor?.ids[kind] ?? [])
      : owner === 'other'
        ? w.actors.filter((a) => a !== actor).flatMap((a) => a.ids[kind])
        : []
  const id = pool[i % Math.max(1, pool.length)]
  if (id === undefined)
    return { id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, foreign: false }
  return { id, foreign: owner === 'other' }
}
