import { useTranslation } from 'react-i18next'
import type { AnalyticsReport } from '../../../protocol/index.ts'
import { AnalyticsCharts } from './AnalyticsCharts.tsx'
import { FiguresPanel } from './FiguresPanel.tsx'
import { formatRate } from './format.ts'
import { MonthlyHeatmap } from './MonthlyHeatmap.tsx'

/** Fewer returns than this and no figure means anything (a standard deviation needs two). */
export const MIN_RETURNS = 2

/** What the answer was computed on (range, year basis and why, risk-free rate), then its figures. */
export function ReportView({ report }: { report: AnalyticsReport }) {
  const { t } = useTranslation()
  const m = report.metrics
  return (
    <>
      <div className="analytics-basis" data-testid="analytics-basis">
        <p>
          {t('analytics.span', {
            from: report.from,
            to: report.to,
            periods: m.periods,
            missing: m.missing,
          })}
        </p>
        <p data-testid="periods-reason">
          {t(`analytics.reason.${report.periodsPerYearReason}`, { n: report.periodsPerYear })}
        </p>
        <p>
          {t('analytics.riskFreePerPeriod', {
            annual: formatRate(report.riskFreeRate),
            perPeriod: formatRate(report.riskFreePerPeriod),
          })}
        </p>
      </div>
      {m.periods < MIN_RETURNS ? (
        <p className="empty panel" data-testid="analytics-not-enough">
          {t('analytics.notEnough')}
        </p>
      ) : (
        <>
          <FiguresPanel report={report} />
          <AnalyticsCharts report={report} />
          <MonthlyHeatmap report={report} />
        </>
      )}
    </>
  )
}
