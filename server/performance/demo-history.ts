import { TIMEFRAME_MS, type Timeframe } from '../../protocol/index.ts'
import type { Queryable } from '../db/types.ts'
import type { MarketFeed } from '../market/feed.ts'
import type { EquityPoint } from './downsample.ts'
import { HOUR_RESOLUTION_MS, MINUTE_RESOLUTION_MS } from './retention.ts'

export interface HeldAtStart {
  symbol: string
  quantity: number
}

/** A bar's closing point: the last millisecond of its bucket, so it is that bucket's close. */
const closeTime = (barTime: number, frame: Timeframe): number => barTime + TIMEFRAME_MS[frame] - 1

/** Closes of one symbol's `count` bars of a timeframe that start before `before`, by close time. */
function closesOf(
  market: Pick<MarketFeed, 'candles'>,
  symbol: string,
  frame: Timeframe,
  count: number,
  before: number,
) {
  const bars = market.candles(symbol, frame, count, before) ?? []
  return new Map(bars.map((b) => [closeTime(b.time, frame), b.close]))
}

/**
 * DEMO DATA: an equity history valued from the market simulator's own candle history, as if the
 * demo trader had held `cash` and `held` unchanged since `start`. Resolution as the recorder's
 * retention keeps it (retention.ts): one point per day (1d closes) older than 90 days, per hour
 * (1h) back to 2 days, per minute (1m) since; equity = cash + Σ quantity × close. Bars still open
 * at `now` are left out: the live valuation is the curve's last point.
 */
export function demoEquityHistory(
  market: Pick<MarketFeed, 'candles'>,
  cash: number,
  held: readonly HeldAtStart[],
  start: number,
  now: number,
): EquityPoint[] {
  const tiers: { frame: Timeframe; from: number; to: number }[] = [
    { frame: '1d', from: start, to: now - HOUR_RESOLUTION_MS },
    { frame: '1h', from: now - HOUR_RESOLUTION_MS, to: now - MINUTE_RESOLUTION_MS },
    { frame: '1m', from: now - MINUTE_RESOLUTION_MS, to: now },
  ]
  const points: EquityPoint[] = [{ time: start, equity: valueAt(market, cash, held, start) }]
  for (const { frame, from, to } of tiers) {
    const count = Math.ceil((to - from) / TIMEFRAME_MS[frame]) + 2
    const closes = held.map((h) => closesOf(market, h.symbol, frame, count, to))
    const last = held.map((h) => priceOn(market, h.symbol, start))
    const times = [...new Set(closes.flatMap((c) => [...c.keys()]))].sort((a, b) => a - b)
    for (const time of times) {
      if (time <= start || time < from || time >= to) continue
      let equity = cash
      held.forEach((h, i) => {
        // A symbol without a bar there keeps its last close.
        last[i] = closes[i]?.get(time) ?? last[i] ?? 0
        equity += h.quantity * (last[i] ?? 0)
      })
      points.push({ time, equity })
    }
  }
  return points
}

/** The close of the daily bar that contains `time`: what a holding is valued at on day one. */
export function priceOn(market: Pick<MarketFeed, 'candles'>, symbol: string, time: number): number {
  const day = TIMEFRAME_MS['1d']
  const bars = market.candles(symbol, '1d', 1, Math.floor(time / day) * day + day) ?? []
  return bars[0]?.close ?? 0
}

const valueAt = (
  market: Pick<MarketFeed, 'candles'>,
  cash: number,
  held: readonly HeldAtStart[],
  time: number,
): number => held.reduce((sum, h) => sum + h.quantity * priceOn(market, h.symbol, time), cash)

/** Inserts many points in one statement (arrays passed as PostgreSQL array literals). */
export async function insertSnapshots(
  db: Queryable,
  portfolioId: string,
  points: readonly EquityPoint[],
): Promise<void> {
  if (points.length === 0) return
  await db.query(
    `INSERT INTO equity_snapshots (portfolio_id, at, equity)
     SELECT $1, to_timestamp(t / 1000.0), e
     FROM unnest($2::float8[], $3::float8[]) AS u(t, e)
     ON CONFLICT (portfolio_id, at) DO UPDATE SET equity = EXCLUDED.equity`,
    [
      portfolioId,
      `{${points.map((p) => p.time).join(',')}}`,
      `{${points.map((p) => p.equity).join(',')}}`,
    ],
  )
}
