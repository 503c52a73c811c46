import { afterEach, describe, expect, it } from 'vitest'
import type { Candle, MarketTrade, PerpFunding } from '../../../protocol/index.ts'
import type { CandlesUpdate } from '../../../workers/engine/api.ts'
import { foldPrint } from '../../../workers/engine/market/candle-fold.ts'
import { disposeEngines, json, signedInEngine, waitFor } from '../helpers/engine-fixture.ts'
import { gate } from '../helpers/gate.ts'

afterEach(disposeEngines)

const MIN = 60_000
const T0 = 28_333_334 * MIN
const T1 = T0 + MIN
const history: Candle[] = [
  { time: T0, open: 10, high: 12, low: 9, close: 11, volume: 5 },
  { time: T1, open: 11, high: 14, low: 10, close: 13, volume: 7 },
]
const print = (id: string, time: number, price: number, quantity = 1): MarketTrade => ({
  id,
  symbol: 'BTC-USD',
  price,
  quantity,
  side: 'buy',
  time,
})
const trades = (seq: number, ...data: MarketTrade[]) => ({
  channel: 'trades',
  symbol: 'BTC-USD',
  seq,
  data,
})
const lasts = (seen: CandlesUpdate[]) => seen.flatMap((u) => (u.kind === 'last' ? [u.candle] : []))
const subscribes = (frames: unknown[]) =>
  frames.filter(
    (f) =>
      (f as { type?: string; channel?: string }).type === 'subscribe' &&
      (f as { channel?: string }).channel === 'trades',
  )

describe('foldPrint', () => {
  it('folds into the bucket, opens a new one at the previous close, leaves older buckets alone', () => {
    const last = history[1] ?? null
    expect(foldPrint(last, print('a', T1 + 5_000, 15, 2), MIN)).toEqual({
      ...last,
      high: 15,
      close: 15,
      volume: 9,
    })
    expect(foldPrint(last, print('b', T1 + MIN + 1, 12), MIN)).toEqual({
      time: T1 + MIN,
      open: 13,
      high: 13,
      low: 12,
      close: 12,
      volume: 1,
    })
    expect(foldPrint(last, print('c', T0 + 1, 99), MIN)).toBeNull()
  })
})

describe('watchCandles', () => {
  it('history first, then the live last candle from trades; a new bucket opens a new candle', async () => {
    const ctx = await signedInEngine({
      'GET /market/candles': () =>
        json(200, { symbol: 'BTC-USD', timeframe: '1m', candles: history }),
    })
    const seen: CandlesUpdate[] = []
    await ctx.api.watchCandles('btc-usd', '1m', (u) => seen.push(u))
    await waitFor(() => expect(seen).toHaveLength(1))
    expect(seen[0]).toEqual({
      kind: 'snapshot',
      symbol: 'BTC-USD',
      timeframe: '1m',
      candles: [
        [T0 / 1000, T1 / 1000],
        [10, 11],
        [12, 14],
        [9, 10],
        [11, 13],
        [5, 7],
      ],
      fromCache: false,
    })
    // The replay of recent prints (seq 1) is in the history already; an older bucket is final.
    ctx.socket.receive(trades(1, print('r', T1 + 1, 50, 100)))
    ctx.socket.receive(trades(2, print('old', T0 + 1, 1), print('a', T1 + 10_000, 15, 2)))
    ctx.socket.receive(trades(3, print('b', T1 + MIN + 1, 12)))
    await waitFor(() =>
      expect(lasts(seen)).toEqual([
        { time: T1, open: 11, high: 15, low: 10, close: 15, volume: 9 },
        { time: T1 + MIN, open: 15, high: 15, low: 12, close: 12, volume: 1 },
      ]),
    )
  })

  it('two tabs (and the trades watch) share one snapshot and one trades subscription', async () => {
    const ctx = await signedInEngine({
      'GET /market/candles': () =>
        json(200, { symbol: 'BTC-USD', timeframe: '1m', candles: history }),
    })
    const a: CandlesUpdate[] = []
    const b: CandlesUpdate[] = []
    await ctx.api.watchCandles('BTC-USD', '1m', (u) => a.push(u))
    await waitFor(() => expect(a).toHaveLength(1))
    ctx.socket.receive(trades(1))
    ctx.socket.receive(trades(2, print('a', T1 + 10_000, 20)))
    await waitFor(() => expect(lasts(a)).toHaveLength(1))
    const tab2 = ctx.engine.connectTab()
    await tab2.watchCandles('BTC-USD', '1m', (u) => b.push(u))
    await tab2.watchTrades('BTC-USD', () => undefined)
    // The second tab's snapshot holds the live candle already.
    expect(b[0]?.kind === 'snapshot' && b[0].candles[4]).toEqual([11, 20])
    expect(ctx.http.count('GET /market/candles')).toBe(1)
    expect(subscribes(ctx.socket.frames())).toEqual([
      { type: 'subscribe', channel: 'trades', symbols: ['BTC-USD'] },
    ])
  })

  it('prints that arrive while the snapshot is asked for are not folded (no double count)', async () => {
    const answer = gate()
    const ctx = await signedInEngine({
      'GET /market/candles': async () => {
        await answer.opened
        return json(200, { symbol: 'BTC-USD', timeframe: '1m', candles: history })
      },
    })
    const seen: CandlesUpdate[] = []
    await ctx.api.watchCandles('BTC-USD', '1m', (u) => seen.push(u))
    await waitFor(() => expect(ctx.http.count('GET /market/candles')).toBe(1))
    ctx.socket.receive(trades(1))
    ctx.socket.receive(trades(2, print('early', T1 + 1_000, 40, 3)))
    answer.open()
    await waitFor(() => expect(seen).toHaveLength(1))
    ctx.socket.receive(trades(3, print('late', T1 + 2_000, 13.5)))
    await waitFor(() => expect(lasts(seen)).toEqual([{ ...history[1], close: 13.5, volume: 8 }]))
  })
})

describe('older candles and funding', () => {
  it('getOlderCandles asks for candles before a time, as columns', async () => {
    const ctx = await signedInEngine({
      'GET /market/candles': () =>
        json(200, { symbol: 'BTC-USD', timeframe: '1m', candles: history.slice(0, 1) }),
    })
    const res = await ctx.api.getOlderCandles('BTC-USD', '1m', T1)
    expect(res).toEqual({ ok: true, value: [[T0 / 1000], [10], [12], [9], [11], [5]] })
    const query = ctx.http.calls.at(-1)?.url.searchParams
    expect(Object.fromEntries(query ?? [])).toEqual({
      symbol: 'BTC-USD',
      timeframe: '1m',
      limit: '500',
      before: String(T1),
    })
  })

  it('getFunding reads GET /market/funding', async () => {
    const funding: PerpFunding = {
      symbol: 'BTC-USD',
      markPrice: 100,
      indexPrice: 99.9,
      fundingRate: 0.0001,
      nextFundingTime: T1,
      fundingIntervalMs: 8 * 3_600_000,
    }
    const ctx = await signedInEngine({ 'GET /market/funding': () => json(200, funding) })
    expect(await ctx.api.getFunding('BTC-USD')).toEqual({ ok: true, value: funding })
    expect(ctx.http.calls.at(-1)?.url.searchParams.get('symbol')).toBe('BTC-USD')
  })
})
