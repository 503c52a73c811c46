import type { MarketFeed } from '../market/feed.ts'

export const DAY_MS = 86_400_000

/** Midnight UTC of the day holding `time`. */
export const dayOf = (time: number): number => Math.floor(time / DAY_MS) * DAY_MS

/**
 * A symbol's daily closes from the simulator's 1d candles, by the UTC day they close (the
 * bar's start time), for the days in [firstDay, lastDay]. Today's bar is still open: its close is
 * the latest price.
 */
export function dailyCloses(
  market: Pick<MarketFeed, 'candles'>,
  symbol: string,
  firstDay: number,
  lastDay: number,
): Map<number, number> {
  const count = Math.max(0, Math.round((lastDay - firstDay) / DAY_MS) + 1)
  const bars = market.candles(symbol, '1d', count, lastDay + DAY_MS) ?? []
  const closes = new Map<number, number>()
  for (const b of bars) if (b.time >= firstDay && b.close > 0) closes.set(b.time, b.close)
  return closes
}

export interface ReturnHistory {
  /** The day each return ends on (midnight UTC), oldest first. */
  times: number[]
  symbols: string[]
  /** Daily simple returns, `returns[i][t]` for `symbols[i]`. */
  returns: number[][]
}

/**
 * The held symbols' daily simple returns over the last `lookbackDays` days ending today, on the
 * days every symbol has a close for it and the day before (a symbol without history leaves
 * nothing: none of the figures can be computed honestly then).
 */
export function returnHistory(
  market: Pick<MarketFeed, 'candles'>,
  symbols: readonly string[],
  lookbackDays: number,
  now: number,
): ReturnHistory {
  const today = dayOf(now)
  const first = today - lookbackDays * DAY_MS
  const closes = symbols.map((s) => dailyCloses(market, s, first, today))
  const times: number[] = []
  for (let day = first + DAY_MS; day <= today; day += DAY_MS)
    if (closes.every((c) => c.has(day) && c.has(day - DAY_MS))) times.push(day)
  const returns = closes.map((c) =>
    times.map((day) => (c.get(day) as number) / (c.get(day - DAY_MS) as number) - 1),
  )
  return { times: symbols.length > 0 ? times : [], symbols: [...symbols], returns }
}
