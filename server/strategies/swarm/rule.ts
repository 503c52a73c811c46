import { SWARM_WEIGHT_FLOOR } from '../../../protocol/index.ts'

/**
 * The swarm's stated online-learning rule (issue 14): multiplicative weights on a risk-adjusted
 * score. Nothing here learns beyond this; the page says so.
 */

export interface AgentScore {
  /** Mean per-bar return over the window; null with fewer than 3 equity points. */
  recentReturn: number | null
  /** Sample standard deviation of those returns; null likewise. */
  recentVolatility: number | null
  /** recentReturn / recentVolatility; 0 when either is missing or the returns never varied. */
  score: number
}

export const MIN_SCORE_POINTS = 3

/** An equity point; `move` marks one recorded when capital was moved in or out, not a bar. */
export interface AgentEquityPoint {
  equity: number
  move: boolean
}

/**
 * The score of an agent from its equity points (oldest first): the per-bar returns between the
 * last `window` of them. A return ending at a capital move is left out: it is the swarm's own
 * doing, not the agent's performance (else an agent given capital would look good for it).
 */
export function agentScore(points: readonly AgentEquityPoint[], window: number): AgentScore {
  const recent = points.slice(-window)
  if (recent.length < MIN_SCORE_POINTS)
    return { recentReturn: null, recentVolatility: null, score: 0 }
  const returns: number[] = []
  for (let i = 1; i < recent.length; i++) {
    const before = recent[i - 1]?.equity ?? 0
    const point = recent[i]
    if (!point || point.move) continue
    returns.push(before > 0 ? point.equity / before - 1 : 0)
  }
  if (returns.length < 2) return { recentReturn: null, recentVolatility: null, score: 0 }
  const mean = returns.reduce((a, b) => a + b, 0) / returns.length
  const variance = returns.reduce((a, r) => a + (r - mean) ** 2, 0) / (returns.length - 1)
  const sd = Math.sqrt(variance)
  return { recentReturn: mean, recentVolatility: sd, score: sd > 0 ? mean / sd : 0 }
}

/**
 * w ← w·exp(η·score), normalised to sum 1; then every weight below `floor` is raised to it and
 * the others share what is left in proportion to their weights (repeated until none is below),
 * so the floor holds exactly and the weights still sum to 1.
 */
export function nextWeights(
  weights: readonly number[],
  scores: readonly number[],
  learningRate: number,
  floor = SWARM_WEIGHT_FLOOR,
): number[] {
  const grown = weights.map((w, i) => w * Math.exp(learningRate * (scores[i] ?? 0)))
  return withFloor(normalise(grown), floor)
}

export function normalise(weights: readonly number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0)
  if (!(total > 0) || !Number.isFinite(total)) return weights.map(() => 1 / weights.length)
  return weights.map((w) => w / total)
}

export function withFloor(weights: readonly number[], floor: number): number[] {
  const pinned = new Set<number>()
  let out = [...weights]
  for (let round = 0; round < weights.length; round++) {
    weights.forEach((_, i) => {
      if ((out[i] ?? 0) < floor) pinned.add(i)
    })
    const free = weights.reduce((a, w, i) => (pinned.has(i) ? a : a + w), 0)
    const left = 1 - floor * pinned.size
    out = weights.map((w, i) => (pinned.has(i) ? floor : free > 0 ? (w * left) / free : 0))
    if (out.every((w, i) => pinned.has(i) || w >= floor)) break
  }
  return out
}

export type AgentSignal = 'long' | 'short' | 'flat'

/** Capital-weighted shares of agents long, short and flat; the consensus is the largest. */
export function agreementOf(agents: readonly { capital: number; side: AgentSignal }[]) {
  const total = agents.reduce((a, g) => a + g.capital, 0)
  const share = (side: AgentSignal) =>
    total > 0 ? agents.reduce((a, g) => (g.side === side ? a + g.capital : a), 0) / total : 0
  const long = share('long')
  const short = share('short')
  const flat = total > 0 ? share('flat') : 1
  // A tie is no consensus: flat.
  const consensus: AgentSignal =
    long > short && long > flat ? 'long' : short > long && short > flat ? 'short' : 'flat'
  return { long, short, flat, consensus }
}
