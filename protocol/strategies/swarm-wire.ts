import { z } from 'zod'
import { entityId } from '../input.ts'
import { capitalInput as capital, strategyNameInput as name, strategyStatus } from './limits.ts'

/** Swarms on the wire: agents, weights, agreement and the learning rule's settings (issue 14). */

export const SWARM_AGENTS_MIN = 2
export const SWARM_AGENTS_MAX = 8
/** The weight no agent falls below, so a recovering agent can earn capital back. */
export const SWARM_WEIGHT_FLOOR = 0.02

export const swarmStatus = z.enum(['active', 'paused', 'killed'])
export const swarmAgent = z.object({
  strategyId: z.string(),
  name: z.string(),
  weight: z.number(),
  allocatedCapital: z.number(),
  /** Over the swarm's window: return and its standard deviation per bar, and the score. */
  recentReturn: z.number().nullable(),
  recentVolatility: z.number().nullable(),
  score: z.number().nullable(),
  /** The agent's position now. */
  signal: z.enum(['long', 'short', 'flat']),
  status: strategyStatus,
})
export const swarm = z.object({
  id: z.string(),
  name: z.string(),
  status: swarmStatus,
  capital: z.number(),
  /** η of the multiplicative-weights rule w ← w·exp(η·score), then renormalised with a floor. */
  learningRate: z.number(),
  /** Equity points each score looks back over. */
  window: z.number().int(),
  rebalanceMinutes: z.number().int(),
  agents: z.array(swarmAgent),
  /** Weighted share of capital long, short and flat now; consensus is the largest. */
  agreement: z.object({
    long: z.number(),
    short: z.number(),
    flat: z.number(),
    consensus: z.enum(['long', 'short', 'flat']),
  }),
  history: z.array(z.object({ time: z.number(), weights: z.record(z.string(), z.number()) })),
  createdAt: z.string(),
  rebalancedAt: z.string().nullable(),
})
export type Swarm = z.infer<typeof swarm>

export const swarmCreate = z
  .object({
    name,
    strategyIds: z.array(entityId).min(SWARM_AGENTS_MIN).max(SWARM_AGENTS_MAX),
    capital,
    learningRate: z.number().positive().max(10).optional(),
    window: z.number().int().min(5).max(1000).optional(),
    rebalanceMinutes: z.number().int().min(1).max(10_080).optional(),
  })
  .strict()
export const swarmUpdate = z
  .object({
    name: name.optional(),
    learningRate: z.number().positive().max(10).optional(),
    window: z.number().int().min(5).max(1000).optional(),
    rebalanceMinutes: z.number().int().min(1).max(10_080).optional(),
    status: z.enum(['active', 'paused']).optional(),
  })
  .strict()
