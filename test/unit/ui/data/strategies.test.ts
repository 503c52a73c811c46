import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { BacktestSummary, Strategy } from '../../../../protocol/index.ts'
import { appStore } from '../../../../src/app/store.ts'
import { strategyKeys } from '../../../../src/data/strategies.ts'
import { applyStrategyBatch, jobAtom } from '../../../../src/data/strategies-events.ts'
import { afterDeletion, currentStrategyOf } from '../../../../src/data/strategies-selection.ts'

const strategy = (id: string, status: 'active' | 'paused'): Strategy =>
  ({ id, name: id, status }) as unknown as Strategy
const job = (over: Partial<BacktestSummary>): BacktestSummary =>
  ({ id: 'j1', strategyId: 's1', status: 'running', progress: 0.4, ...over }) as BacktestSummary

describe('SPEC §4 strategy selection', () => {
  const list = [strategy('a', 'paused'), strategy('b', 'active'), strategy('c', 'active')]
  it('takes the first active strategy, else the first, until the trader picks one', () => {
    expect(currentStrategyOf(list, null)?.id).toBe('b')
    expect(currentStrategyOf([strategy('x', 'paused'), strategy('y', 'paused')], null)?.id).toBe(
      'x',
    )
    expect(currentStrategyOf(list, 'c')?.id).toBe('c')
    expect(currentStrategyOf(list, 'gone')?.id).toBe('b')
    expect(currentStrategyOf([], null)).toBeNull()
  })
  it('selects the first remaining after deleting', () => {
    expect(afterDeletion(list, 'a')).toBe('b')
    expect(afterDeletion(list, 'b')).toBe('a')
    expect(afterDeletion([strategy('a', 'paused')], 'a')).toBeNull()
  })
})

describe('strategies pushes in the tab', () => {
  it('feeds the job atom and the cached run lists, and refetches a finished report', () => {
    const client = new QueryClient()
    client.setQueryData(strategyKeys.backtests(null), [job({ id: 'old', progress: 1 })])
    client.setQueryData(strategyKeys.backtests('s1'), [])
    client.setQueryData(strategyKeys.backtest('j1'), { stale: true })
    applyStrategyBatch(client, { events: [{ kind: 'job', job: job({}) }], resync: false })
    expect(appStore.get(jobAtom('j1'))?.progress).toBe(0.4)
    expect(
      client.getQueryData<BacktestSummary[]>(strategyKeys.backtests(null))?.map((j) => j.id),
    ).toEqual(['j1', 'old'])
    expect(client.getQueryData<BacktestSummary[]>(strategyKeys.backtests('s1'))).toHaveLength(1)
    expect(client.getQueryState(strategyKeys.backtest('j1'))?.isInvalidated).toBe(false)
    applyStrategyBatch(client, {
      events: [{ kind: 'job', job: job({ status: 'completed', progress: 1 }) }],
      resync: false,
    })
    expect(client.getQueryData<BacktestSummary[]>(strategyKeys.backtests(null))).toHaveLength(2)
    expect(client.getQueryState(strategyKeys.backtest('j1'))?.isInvalidated).toBe(true)
  })

  it('replaces, adds and removes strategies in the cached list; a lost push refetches all', () => {
    const client = new QueryClient()
    client.setQueryData(strategyKeys.list, [strategy('a', 'paused'), strategy('b', 'paused')])
    client.setQueryData(strategyKeys.swarms, [])
    applyStrategyBatch(client, {
      events: [
        { kind: 'strategy', strategy: strategy('a', 'active') },
        { kind: 'strategy', strategy: strategy('n', 'paused') },
        { kind: 'strategy_deleted', id: 'b' },
      ],
      resync: false,
    })
    const list = client.getQueryData<Strategy[]>(strategyKeys.list)
    expect(list?.map((s) => `${s.id}:${s.status}`)).toEqual(['a:active', 'n:paused'])
    expect(client.getQueryState(strategyKeys.swarms)?.isInvalidated).toBe(false)
    applyStrategyBatch(client, { events: [], resync: true })
    expect(client.getQueryState(strategyKeys.swarms)?.isInvalidated).toBe(true)
  })
})
