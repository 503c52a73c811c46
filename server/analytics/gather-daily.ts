import type { Portfolio } from '../../protocol/index.ts'
import type { AppContext } from '../context.ts'
import { firstSnapshotTime, readDailyCloses } from '../performance/snapshots-repo.ts'
import { listFlows } from '../portfolios/flows-repo.ts'
import { valuePortfolio } from '../portfolios/valuation.ts'
import type { Range } from './analytics-options.ts'
import { DAY_MS } from './daily-closes.ts'
import { dailySeries, type DailySeries } from './daily-series.ts'
import { assetClassOf } from './risk-positions.ts'

type Ctx = Pick<AppContext, 'db' | 'market'>

/** The first day the portfolio has equity for: its first recorded point, else its creation. */
export async function firstRecorded(ctx: Ctx, portfolio: Portfolio): Promise<number> {
  return (await firstSnapshotTime(ctx.db, portfolio.id)) ?? Date.parse(portfolio.createdAt)
}

/**
 * What the daily analytics are computed from: each day's closing equity in the range (today's is
 * the live valuation), the flows in it, and whether the portfolio holds crypto now.
 */
export async function loadDaily(
  ctx: Ctx,
  portfolio: Portfolio,
  range: Range,
  now: number,
): Promise<{
  series: DailySeries
  flows: Awaited<ReturnType<typeof listFlows>>
  holdsCrypto: boolean
}> {
  const from = new Date(range.firstDay)
  const end = new Date(range.lastDay + DAY_MS)
  const [points, flows, summary] = await Promise.all([
    readDailyCloses(ctx.db, portfolio.id, from, end),
    listFlows(ctx.db, portfolio.id, from, new Date(end.getTime() - 1)),
    valuePortfolio(ctx, portfolio),
  ])
  const classOf = assetClassOf(ctx.market)
  const holdsCrypto = Object.values(summary.positions).some((p) => classOf(p.symbol) === 'crypto')
  const series = dailySeries({
    firstDay: range.firstDay,
    lastDay: range.lastDay,
    points,
    current: { time: now, equity: summary.totalValue },
    flows,
  })
  return { series, flows, holdsCrypto }
}
