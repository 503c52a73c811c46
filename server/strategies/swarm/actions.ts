import type { Swarm } from '../../../protocol/index.ts'
import type { Db } from '../../db/types.ts'
import type { MarketFeed } from '../../market/feed.ts'
import { strategyById } from '../present.ts'
import type { LiveStrategies, StrategyPublisher } from '../types.ts'
import { presentSwarm, scoredAgents } from './present.ts'
import {
  agentRowsOf,
  deleteSwarmRow,
  recordWeights,
  setAgentsStatus,
  swarmRowById,
  updateSwarmRow,
  type SwarmRow,
} from './repo.ts'
import { nextWeights } from './rule.ts'

/** What the swarm's routes and its rebalancer act with. */
export interface SwarmDeps {
  db: Db
  market: MarketFeed
  live: LiveStrategies
  publisher: () => StrategyPublisher | undefined
}

/** Publishes the swarm and, when asked, each agent as it is now. */
export async function announce(
  d: SwarmDeps,
  row: SwarmRow,
  agents: readonly string[] = [],
): Promise<Swarm> {
  const fresh = (await swarmRowById(d.db, row.user_id, row.id)) ?? row
  const swarm = await presentSwarm(d.db, fresh)
  const p = d.publisher()
  if (p) {
    for (const id of agents) {
      const strategy = await strategyById(d, row.user_id, id)
      if (strategy) p.publish(row.user_id, 'strategies', { kind: 'strategy', strategy })
    }
    p.publish(row.user_id, 'strategies', { kind: 'swarm', swarm })
  }
  return swarm
}

/** Each agent's allocated capital becomes the swarm's capital × its weight (its book follows). */
export async function allocate(d: SwarmDeps, row: SwarmRow, ids: string[], weights: number[]) {
  const capital = Number(row.capital)
  for (const [i, id] of ids.entries()) await d.live.reallocate(id, capital * (weights[i] ?? 0))
}

/**
 * One rebalance: scores over the window, w ← w·exp(η·score) with the floor, capital moved to
 * match (cash only, never a trade), weights recorded, the swarm published.
 */
export async function rebalance(d: SwarmDeps, row: SwarmRow, now = new Date()): Promise<Swarm> {
  const { agents, scores, weights } = await scoredAgents(d.db, row)
  if (agents.length === 0) return announce(d, row)
  const next = nextWeights(
    weights,
    scores.map((s) => s.score),
    Number(row.learning_rate),
  )
  const ids = agents.map((a) => a.id)
  await allocate(d, row, ids, next)
  await recordWeights(d.db, row.id, Object.fromEntries(ids.map((id, i) => [id, next[i] ?? 0])), now)
  return announce(d, row, ids)
}

/** active: every agent runs (through the live runner); paused: every agent stops. */
export async function setSwarmStatus(
  d: SwarmDeps,
  row: SwarmRow,
  status: 'active' | 'paused',
): Promise<string[]> {
  const ids = await d.db.transaction(async (tx) => {
    await updateSwarmRow(tx, row.id, { status })
    return setAgentsStatus(tx, row.id, status)
  })
  for (const id of ids) await (status === 'active' ? d.live.activate(id) : d.live.pause(id))
  return ids
}

/** The kill switch: every agent paused, then each open position closed at market. */
export async function killSwarm(d: SwarmDeps, row: SwarmRow, now = Date.now()): Promise<Swarm> {
  const ids = await d.db.transaction(async (tx) => {
    await updateSwarmRow(tx, row.id, { status: 'killed' })
    return setAgentsStatus(tx, row.id, 'paused')
  })
  for (const id of ids) await d.live.pause(id)
  for (const id of ids) await d.live.closePosition(id, now)
  return announce(d, row, ids)
}

/** Dissolves the swarm: its agents are paused and stay, free of it. */
export async function dissolveSwarm(d: SwarmDeps, row: SwarmRow): Promise<void> {
  const agents = await agentRowsOf(d.db, row.id)
  for (const a of agents) await d.live.pause(a.id)
  await deleteSwarmRow(d.db, row.id)
  const p = d.publisher()
  for (const a of agents) {
    const strategy = await strategyById(d, row.user_id, a.id)
    if (strategy && p) p.publish(row.user_id, 'strategies', { kind: 'strategy', strategy })
  }
}
