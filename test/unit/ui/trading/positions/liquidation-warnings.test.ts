import { describe, expect, it } from 'vitest'
import {
  activeWarnings,
  pruneWarnings,
  shouldToast,
  warningSide,
  warningText,
  withWarning,
  type ReceivedWarning,
} from '../../../../../src/trading/positions/liquidation-warnings.ts'

const warning = (positionId: string, patch: Partial<ReceivedWarning> = {}): ReceivedWarning => ({
  positionId,
  portfolioId: 'p1',
  symbol: 'BTC-USD',
  markPrice: 55_650,
  liquidationPrice: 54_271.36,
  distance: 0.025,
  receivedAt: 0,
  ...patch,
})

describe('shouldToast', () => {
  it('toasts each position at most once a minute', () => {
    const last = new Map<string, number>()
    expect(shouldToast(last, 'a', 1_000)).toBe(true)
    expect(shouldToast(last, 'a', 30_000)).toBe(false)
    expect(shouldToast(last, 'b', 30_000)).toBe(true)
    expect(shouldToast(last, 'a', 60_999)).toBe(false)
    expect(shouldToast(last, 'a', 61_000)).toBe(true)
  })
})

describe('warning text', () => {
  it('names symbol, side, distance and liquidation price', () => {
    expect(warningText(warning('a'))).toBe('BTC-USD long is 2.50 % from liquidation at $54,271.36')
  })

  it('reads a short from a liquidation price above the mark', () => {
    expect(warningSide({ markPrice: 100, liquidationPrice: 104 })).toBe('short')
    expect(warningSide({ markPrice: 100, liquidationPrice: 96 })).toBe('long')
  })
})

describe('the warnings kept', () => {
  it('keeps the latest per position', () => {
    const list = withWarning([warning('a'), warning('b')], warning('a', { distance: 0.01 }))
    expect(list.map((w) => [w.positionId, w.distance])).toEqual([
      ['b', 0.025],
      ['a', 0.01],
    ])
  })

  it('drops a warning a minute after it arrived', () => {
    const list = [warning('a', { receivedAt: 0 }), warning('b', { receivedAt: 30_000 })]
    expect(pruneWarnings(list, 59_999).map((w) => w.positionId)).toEqual(['a', 'b'])
    expect(pruneWarnings(list, 60_000).map((w) => w.positionId)).toEqual(['b'])
  })

  it('shows one portfolio’s open positions, nearest to liquidation first', () => {
    const list = [
      warning('a', { distance: 0.03 }),
      warning('b', { distance: 0.01 }),
      warning('closed'),
      warning('c', { portfolioId: 'other' }),
    ]
    const shown = activeWarnings(list, 'p1', new Set(['a', 'b', 'c']))
    expect(shown.map((w) => w.positionId)).toEqual(['b', 'a'])
  })
})
