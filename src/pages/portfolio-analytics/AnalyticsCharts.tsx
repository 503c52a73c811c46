import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { AnalyticsReport } from '../../../protocol/index.ts'
import { localFormat } from '../../lib/number-locale.ts'
import { AnalyticsChart } from './AnalyticsChart.tsx'
import type { LineSpec } from './chart-options.ts'
import { cumulative, cumulativeColumns, drawdownColumns, rollingColumns } from './chart-series.ts'
import { formatLevel, formatRatio, formatReturn } from './format.ts'

const percentAxis = (v: number): string =>
  `${localFormat('axisPct', { maximumFractionDigits: 1 }).format(v)}%`
const ratioAxis = (v: number): string =>
  localFormat('axisRatio', { maximumFractionDigits: 2 }).format(v)

const lastOf = (xs: readonly (number | null)[]): number | null => {
  for (let i = xs.length - 1; i >= 0; i--) if (xs[i] !== null) return xs[i] ?? null
  return null
}

/** Cumulative return against the benchmark, the underwater curve, and the rolling figures. */
export function AnalyticsCharts({ report }: { report: AnalyticsReport }) {
  const { t } = useTranslation()
  const { series, rolling, benchmark } = report
  const n = rolling.window
  const data = useMemo(
    () => ({
      cumulative: cumulativeColumns(series),
      drawdown: drawdownColumns(series),
      ...rollingColumns(report),
    }),
    [series, report],
  )
  const lines = useMemo(() => {
    const of = (label: string, colour: string, fill?: string): LineSpec[] => [
      { label, colour, ...(fill ? { fill } : {}) },
    ]
    return {
      cumulative: [...of(t('analytics.charts.portfolio'), '--primary'), ...of(benchmark, '--warn')],
      drawdown: of(t('analytics.charts.drawdown'), '--down', '--down-soft'),
      sharpe: of(t('analytics.charts.rollingSharpe', { n }), '--info'),
      volatility: of(t('analytics.charts.rollingVolatility', { n }), '--primary'),
    }
  }, [t, benchmark, n])
  const endOf = (rs: readonly (number | null)[]) => cumulative(rs).at(-1) ?? 0

  return (
    <div className="analytics-charts">
      <AnalyticsChart
        title={t('analytics.charts.cumulative')}
        summary={t('analytics.charts.cumulativeSummary', {
          from: report.from,
          to: report.to,
          portfolio: formatReturn(endOf(series.returns)),
          symbol: benchmark,
          benchmark: formatReturn(endOf(series.benchmarkReturns)),
        })}
        columns={data.cumulative}
        lines={lines.cumulative}
        value={percentAxis}
      />
      <AnalyticsChart
        title={t('analytics.charts.underwater')}
        summary={t('analytics.charts.underwaterSummary', {
          depth: formatReturn(Math.min(0, ...series.drawdown)),
        })}
        columns={data.drawdown}
        lines={lines.drawdown}
        value={percentAxis}
        height={160}
      />
      <AnalyticsChart
        title={t('analytics.charts.rollingSharpe', { n })}
        summary={t('analytics.charts.rollingSharpeSummary', {
          n,
          last: formatRatio(lastOf(rolling.sharpe)),
        })}
        columns={data.sharpe}
        lines={lines.sharpe}
        value={ratioAxis}
        height={160}
      />
      <AnalyticsChart
        title={t('analytics.charts.rollingVolatility', { n })}
        summary={t('analytics.charts.rollingVolatilitySummary', {
          n,
          last: formatLevel(lastOf(rolling.volatility)),
        })}
        columns={data.volatility}
        lines={lines.volatility}
        value={percentAxis}
        height={160}
      />
    </div>
  )
}
