import { z } from 'zod'
import {
  SPEC_MESSAGES,
  STRATEGY_DESCRIPTION_MAX,
  STRATEGY_NAME_MAX,
  type Strategy,
  type StrategyExport,
} from '../strategies-api.ts'
import type { StrategyConfig } from './config.ts'
import { validateConfig } from './validate.ts'

/**
 * SPEC §5: an imported strategy must parse, else "Invalid strategy data"; its id, createdAt,
 * updatedAt and performance are stripped (and so are our export's swarmId, exportedAt, format,
 * status, portfolio and template: an import starts paused on the importer's own portfolio). Both
 * our export file and a bare { name, description, config, allocatedCapital, type } are accepted.
 */

export interface ImportedStrategy {
  name: string
  description: string
  type: string
  config: StrategyConfig
  allocatedCapital: number
}

export type StrategyImportResult =
  | { ok: true; value: ImportedStrategy }
  | { ok: false; message: typeof SPEC_MESSAGES.invalidStrategyData }

/** Unknown keys (id, dates, performance, …) are dropped by zod's default object parsing. */
const importShape = z.object({
  name: z.string().trim().min(1).max(STRATEGY_NAME_MAX),
  description: z.string().max(STRATEGY_DESCRIPTION_MAX).optional(),
  type: z.string().max(40).optional(),
  config: z.unknown(),
  allocatedCapital: z.number().positive().max(1e9),
})

const invalid = { ok: false, message: SPEC_MESSAGES.invalidStrategyData } as const

export function parseStrategyImport(text: string): StrategyImportResult {
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return invalid
  }
  const shape = importShape.safeParse(raw)
  if (!shape.success) return invalid
  const config = validateConfig(shape.data.config)
  if (!config.ok) return invalid
  return {
    ok: true,
    value: {
      name: shape.data.name,
      description: shape.data.description ?? '',
      type: shape.data.type ?? 'automated',
      config: config.config,
      allocatedCapital: shape.data.allocatedCapital,
    },
  }
}

/** The export file of a strategy at `now` (epoch ms): everything but its performance and swarm. */
export function toStrategyExport(strategy: Strategy, now: number): StrategyExport {
  const { performance: _performance, swarmId: _swarmId, ...rest } = strategy
  return { ...rest, exportedAt: new Date(now).toISOString(), format: 'tradedesk.strategy.v1' }
}
