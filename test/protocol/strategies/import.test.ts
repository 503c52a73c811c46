import { describe, expect, it } from 'vitest'
import { strategyExport, type Strategy } from '../../../protocol/strategies-api.ts'
import {
  STRATEGY_TEMPLATES,
  parseStrategyImport,
  toStrategyExport,
} from '../../../protocol/strategies/index.ts'

const config = STRATEGY_TEMPLATES[0]?.config
if (!config) throw new Error('no template')

const strategy: Strategy = {
  id: '6d1f6c3e-1c7a-4b0e-9a53-0c6f2a1d9e11',
  name: 'My crossover',
  description: 'fast over slow',
  type: 'automated',
  config,
  allocatedCapital: 2500,
  status: 'active',
  portfolioId: 'p1',
  templateId: 'ma-crossover',
  swarmId: 's1',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  performance: {
    equity: 2600,
    totalReturn: 0.04,
    realizedPnl: 100,
    unrealizedPnl: 0,
    fees: 1,
    trades: 3,
    winRate: 0.66,
    maxDrawdown: -0.02,
    position: null,
    lastBarTime: null,
    lastSignal: null,
    lastError: null,
  },
}

const INVALID = { ok: false, message: 'Invalid strategy data' }

describe('parseStrategyImport (SPEC §5)', () => {
  it('"Invalid strategy data" when the text is not JSON', () => {
    expect(parseStrategyImport('{not json')).toEqual(INVALID)
    expect(parseStrategyImport('')).toEqual(INVALID)
  })

  it('"Invalid strategy data" when the JSON is not a strategy', () => {
    expect(parseStrategyImport('[]')).toEqual(INVALID)
    expect(parseStrategyImport('null')).toEqual(INVALID)
    expect(parseStrategyImport(JSON.stringify({ name: 'x', config }))).toEqual(INVALID)
    expect(parseStrategyImport(JSON.stringify({ name: '', config, allocatedCapital: 10 }))).toEqual(
      INVALID,
    )
  })

  it('"Invalid strategy data" when its config is not valid', () => {
    const broken = { ...config, indicators: [] }
    expect(
      parseStrategyImport(JSON.stringify({ name: 'x', config: broken, allocatedCapital: 10 })),
    ).toEqual(INVALID)
  })

  it('strips id, createdAt, updatedAt and performance from an export, and reads the rest', () => {
    const text = JSON.stringify(toStrategyExport(strategy, Date.UTC(2026, 0, 3)))
    const result = parseStrategyImport(text)
    expect(result).toEqual({
      ok: true,
      value: {
        name: 'My crossover',
        description: 'fast over slow',
        type: 'automated',
        config,
        allocatedCapital: 2500,
      },
    })
  })

  it('accepts a bare strategy with id, dates and performance', () => {
    const { swarmId: _s, ...bare } = strategy
    const result = parseStrategyImport(JSON.stringify(bare))
    expect(result.ok && Object.keys(result.value).sort()).toEqual([
      'allocatedCapital',
      'config',
      'description',
      'name',
      'type',
    ])
    const minimal = parseStrategyImport(
      JSON.stringify({ name: 'Bare', config, allocatedCapital: 100 }),
    )
    expect(minimal).toEqual({
      ok: true,
      value: { name: 'Bare', description: '', type: 'automated', config, allocatedCapital: 100 },
    })
  })
})

describe('toStrategyExport', () => {
  it('leaves out performance and swarm, and stamps the format and time', () => {
    const file = toStrategyExport(strategy, Date.UTC(2026, 0, 3))
    expect(strategyExport.parse(file)).toEqual(file)
    expect(file).not.toHaveProperty('performance')
    expect(file).not.toHaveProperty('swarmId')
    expect(file.exportedAt).toBe('2026-01-03T00:00:00.000Z')
    expect(file.format).toBe('tradedesk.strategy.v1')
  })
})
