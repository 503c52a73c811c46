import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ColumnarCandles } from '../../../../../workers/engine/api.ts'
import {
  OLDER_RETRY_MS,
  createOlderHistory,
} from '../../../../../src/trading/chart/older-history.ts'

const older = (n: number): ColumnarCandles => {
  const times = Array.from({ length: n }, (_, i) => i * 60)
  return [times, times, times, times, times, times]
}

/** A loader whose answers the test hands out one by one. */
function setup() {
  const asked: number[] = []
  const answers: ((value: ColumnarCandles | null) => void)[] = []
  const prepended: number[] = []
  const history = createOlderHistory({
    load: (beforeMs) => {
      asked.push(beforeMs)
      return new Promise((resolve) => answers.push(resolve))
    },
    prepend: (candles) => {
      prepended.push(candles[0].length)
      return candles[0].length
    },
  })
  const answer = async (value: ColumnarCandles | null) => {
    answers.shift()?.(value)
    await Promise.resolve()
    await Promise.resolve()
  }
  return { history, asked, prepended, answer }
}

describe('loading older history', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('asks once at a time, before the first candle, and prepends the answer', async () => {
    const { history, asked, prepended, answer } = setup()
    history.request(6000)
    history.request(6000)
    expect(asked).toEqual([6_000_000])
    await answer(older(3))
    expect(prepended).toEqual([3])
    expect(history.state).toBe('idle')
    history.request(5820)
    expect(asked).toEqual([6_000_000, 5_820_000])
  })

  it('stops asking once the history is exhausted', async () => {
    const { history, asked, answer } = setup()
    history.request(6000)
    await answer(older(0))
    expect(history.state).toBe('done')
    history.request(6000)
    expect(asked).toHaveLength(1)
  })

  it('tries again a while after a failure', async () => {
    const { history, asked, answer } = setup()
    history.request(6000)
    await answer(null)
    history.request(6000)
    expect(asked).toHaveLength(1)
    vi.advanceTimersByTime(OLDER_RETRY_MS)
    history.request(6000)
    expect(asked).toHaveLength(2)
  })

  it('drops an answer that comes after a reset (another symbol or timeframe)', async () => {
    const { history, prepended, answer } = setup()
    history.request(6000)
    history.reset()
    await answer(older(5))
    expect(prepended).toEqual([])
    expect(history.state).toBe('idle')
  })
})
