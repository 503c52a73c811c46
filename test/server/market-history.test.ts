import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  candlesResponse,
  TIMEFRAME_MS,
  type Candle,
  type CandlesResponse,
  type Timeframe,
} from '../../protocol/index.ts'
import { startServer, type TestServer } from './helpers.ts'

let t: TestServer
beforeAll(async () => {
  t = await startServer()
})
afterAll(async () => {
  await t.close()
})

const candles = async (query: string): Promise<Candle[]> => {
  const res = await t.api<CandlesResponse>('GET', `/api/v1/market/candles?${query}`)
  expect(res.status).toBe(200)
  return candlesResponse.parse(res.body).candles
}

const expectContiguous = (bars: Candle[], tf: Timeframe): void => {
  bars.forEach((c, i) => {
    const prev = bars[i - 1]
    if (prev) {
      expect(c.time - prev.time).toBe(TIMEFRAME_MS[tf])
      expect(c.open).toBe(prev.close)
    }
  })
}

describe('candles before a time (scrolling a chart left)', () => {
  it('keeps at least 3000 bars of every timeframe', async () => {
    for (const tf of ['1m', '5m', '1h', '1d'] as const) {
      const bars = await candles(`symbol=BTC-USD&timeframe=${tf}&limit=5000`)
      expect(bars.length).toBeGreaterThanOrEqual(3000)
      expectContiguous(bars, tf)
    }
  })

  it('answers the page just older than the newest one: no overlap, no gap', async () => {
    const newest = await candles('symbol=ETH-USD&timeframe=1h&limit=200')
    const first = newest[0]
    if (!first) throw new Error('no candles')
    const older = await candles(`symbol=ETH-USD&timeframe=1h&limit=300&before=${first.time}`)
    expect(older).toHaveLength(300)
    expect(older.at(-1)?.time).toBe(first.time - TIMEFRAME_MS['1h'])
    expect(older.at(-1)?.close).toBe(first.open)
    expectContiguous([...older, ...newest], '1h')
  })

  it('takes bars that start strictly before the time, on or off a bucket boundary', async () => {
    const newest = await candles('symbol=SOL-USD&timeframe=5m&limit=10')
    const bar = newest[4]
    if (!bar) throw new Error('no candles')
    const upTo = await candles(`symbol=sol-usd&timeframe=5m&limit=3&before=${bar.time + 1}`)
    expect(upTo.map((c) => c.time)).toEqual(newest.slice(2, 5).map((c) => c.time))
    const below = await candles(`symbol=SOL-USD&timeframe=5m&limit=3&before=${bar.time}`)
    expect(below.map((c) => c.time)).toEqual(newest.slice(1, 4).map((c) => c.time))
  })

  it('pages back to the oldest bar, then answers an empty list', async () => {
    const all = await candles('symbol=XAU-USD&timeframe=1d&limit=5000')
    const paged: Candle[] = []
    let before = (all.at(-1)?.time ?? 0) + 1
    for (;;) {
      const page = await candles(`symbol=XAU-USD&timeframe=1d&limit=1000&before=${before}`)
      if (page.length === 0) break
      paged.unshift(...page)
      before = page[0]?.time ?? 0
    }
    expect(paged.map((c) => c.time)).toEqual(all.map((c) => c.time))
    expect(await candles(`symbol=XAU-USD&timeframe=1d&before=${all[0]?.time ?? 0}`)).toEqual([])
    expect(await candles('symbol=XAU-USD&timeframe=1m&before=0')).toEqual([])
  })

  it('refuses a malformed time (422) and an unknown symbol (404)', async () => {
    for (const before of ['abc', '-5', '1.5', '1e12', '', '99999999999999999']) {
      const res = await t.api(
        'GET',
        `/api/v1/market/candles?symbol=BTC-USD&before=${encodeURIComponent(before)}`,
      )
      expect(res.status, before).toBe(422)
    }
    const res = await t.api('GET', `/api/v1/market/candles?symbol=NOPE-USD&before=${Date.now()}`)
    expect(res).toMatchObject({ status: 404, body: { detail: 'Symbol not found' } })
  })
})
