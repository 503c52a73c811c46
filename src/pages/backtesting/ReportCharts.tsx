import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { BacktestResult } from '../../../protocol/index.ts'
import { AnalyticsChart } from '../portfolio-analytics/AnalyticsChart.tsx'
import type { Columns } from '../portfolio-analytics/chart-series.ts'
import { day, money, pct } from '../strategy-studio/strategy-format.ts'

const EQUITY = [{ label: 'Equity', colour: '--primary' }] as const
const DRAWDOWN = [{ label: 'Drawdown', colour: '--down', fill: '--down-soft' }] as const
const percentValue = (v: number) => `${v.toFixed(1)}%`
const moneyValue = (v: number) => money(v).replace(/\.\d+$/, '')

/** The run's equity curve and its drawdown (uPlot, as the analytics page draws its charts). */
export function ReportCharts({ equity }: { equity: BacktestResult['equity'] }) {
  const { t } = useTranslation()
  const k = 'strategies.backtesting.report'
  const { value, drawdown } = useMemo(() => {
    const x = equity.time.map((ms) => ms / 1000)
    return {
      value: [x, equity.value] as Columns,
      drawdown: [x, equity.drawdown.map((d) => -Math.abs(d) * 100)] as Columns,
    }
  }, [equity])
  const lines = useMemo(
    () => ({
      equity: EQUITY.map((l) => ({ ...l, label: t(`${k}.equity`) })),
      drawdown: DRAWDOWN.map((l) => ({ ...l, label: t(`${k}.drawdown`) })),
    }),
    [t],
  )
  if (equity.time.length < 2) return null
  const first = equity.time[0] ?? 0
  const last = equity.time[equity.time.length - 1] ?? 0
  const deepest = Math.max(...equity.drawdown.map(Math.abs))
  return (
    <div className="stg-charts" data-testid="backtest-charts">
      <AnalyticsChart
        title={t(`${k}.equity`)}
        summary={t(`${k}.equitySummary`, {
          from: day(first),
          to: day(last),
          start: money(equity.value[0]),
          end: money(equity.value[equity.value.length - 1]),
        })}
        columns={value}
        lines={lines.equity}
        value={moneyValue}
      />
      <AnalyticsChart
        title={t(`${k}.drawdown`)}
        summary={t(`${k}.drawdownSummary`, { depth: pct(-deepest) })}
        columns={drawdown}
        lines={lines.drawdown}
        value={percentValue}
      />
    </div>
  )
}
