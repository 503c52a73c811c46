import { z } from 'zod'
import { TIMEFRAME_MS, type Swarm, type StrategyStatus } from '../../../protocol/index.ts'
import { strategyConfigShape } from '../../../protocol/strategies/config.ts'
import type { Queryable } from '../../db/types.ts'
import { bookOf } from '../present.ts'
import { num, type StrategyEquityRow, type StrategyRow } from '../rows.ts'
import {
  agentEquityOf,
  agentRowsOf,
  agentStatesOf,
  weightHistoryOf,
  type SwarmRow,
} from './repo.ts'
import { agentScore, agreementOf, type AgentScore, type AgentEquityPoint } from './rule.ts'

const weightMap = z.record(z.string(), z.number())

/** The swarm's stored weights; an unreadable map counts as equal weights. */
export function weightsOf(row: SwarmRow, agentIds: readonly string[]): number[] {
  const parsed = weightMap.safeParse(row.weights)
  const equal = 1 / Math.max(1, agentIds.length)
  return agentIds.map((id) => (parsed.success ? (parsed.data[id] ?? equal) : equal))
}

/**
 * An agent's equity points for its score. Bar points sit on its timeframe's grid; a point off
 * the grid is a capital move (live/live-strategy.ts `reallocate`).
 */
export function equityPointsOf(
  agent: StrategyRow,
  rows: readonly StrategyEquityRow[],
): AgentEquityPoint[] {
  const config = strategyConfigShape.safeParse(agent.config)
  const frame = config.success ? TIMEFRAME_MS[config.data.timeframe] : 1
  return rows
    .filter((r) => r.strategy_id === agent.id)
    .map((r) => ({ equity: num(r.equity), move: num(r.time) % frame !== 0 }))
}

export interface SwarmAgents {
  agents: StrategyRow[]
  scores: AgentScore[]
  weights: number[]
}

/** The agents with their scores over the swarm's window and their current weights. */
export async function scoredAgents(db: Queryable, row: SwarmRow): Promise<SwarmAgents> {
  const [agents, equity] = await Promise.all([
    agentRowsOf(db, row.id),
    agentEquityOf(db, row.id, row.window_size),
  ])
  return {
    agents,
    scores: agents.map((a) => agentScore(equityPointsOf(a, equity), row.window_size)),
    weights: weightsOf(
      row,
      agents.map((a) => a.id),
    ),
  }
}

/** The swarm as the API shows it: agents, weights, scores, agreement and weight history. */
export async function presentSwarm(db: Queryable, row: SwarmRow): Promise<Swarm> {
  const [{ agents, scores, weights }, states, history] = await Promise.all([
    scoredAgents(db, row),
    agentStatesOf(db, row.id),
    weightHistoryOf(db, row.id),
  ])
  const stateOf = new Map(states.map((s) => [s.strategy_id, s]))
  const shown = agents.map((a, i) => {
    const capital = num(a.allocated_capital)
    const q = bookOf(stateOf.get(a.id), capital).quantity
    const score = scores[i]
    return {
      strategyId: a.id,
      name: a.name,
      weight: weights[i] ?? 0,
      allocatedCapital: capital,
      recentReturn: score?.recentReturn ?? null,
      recentVolatility: score?.recentVolatility ?? null,
      score: score && score.recentReturn !== null ? score.score : null,
      signal: q > 0 ? ('long' as const) : q < 0 ? ('short' as const) : ('flat' as const),
      status: a.status satisfies StrategyStatus,
    }
  })
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    capital: num(row.capital),
    learningRate: Number(row.learning_rate),
    window: Number(row.window_size),
    rebalanceMinutes: Number(row.rebalance_minutes),
    agents: shown,
    agreement: agreementOf(shown.map((a) => ({ capital: a.allocatedCapital, side: a.signal }))),
    history: history.map((h) => ({
      time: num(h.time),
      weights: weightMap.safeParse(h.weights).data ?? {},
    })),
    createdAt: new Date(row.created_at).toISOString(),
    rebalancedAt: row.rebalanced_at && new Date(row.rebalanced_at).toISOString(),
  }
}
