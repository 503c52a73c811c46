import { useTranslation } from 'react-i18next'
import { cancelBacktest, toastStrategyFailure } from '../../data/strategies-actions.ts'
import { useJob } from '../../data/strategies-events.ts'
import { useBacktest } from '../../data/strategies.ts'
import { useLocalizeMessage } from '../../i18n/known-messages.ts'
import { day } from '../strategy-studio/strategy-format.ts'
import { JobProgress } from './JobProgress.tsx'
import { ReportCharts } from './ReportCharts.tsx'
import { StatsGrid } from './StatsGrid.tsx'
import { TradesTable } from './TradesTable.tsx'

/** One run's report: its progress while it runs, then figures, charts and trades. */
export function ReportPanel({ runId }: { runId: string | null }) {
  const { t } = useTranslation()
  const localize = useLocalizeMessage()
  const pushed = useJob(runId)
  const report = useBacktest(runId ?? undefined)
  const k = 'strategies.backtesting.report'
  const run = report.data
  const status = pushed?.status ?? run?.status

  let body
  if (runId === null) body = <p className="empty">{t(`${k}.pick`)}</p>
  else if (report.isError && !run)
    body = (
      <p className="panel-error" role="alert">
        {localize(report.error.message)}
      </p>
    )
  else if (!run)
    body = (
      <p className="panel-note" role="status">
        {t(`${k}.loading`)}
      </p>
    )
  else if (status === 'queued' || status === 'running')
    body = (
      <JobProgress
        job={pushed ?? run}
        label={t('strategies.backtesting.run.progress')}
        testId="report-progress"
        onCancel={() => void cancelBacktest(run.id).catch(toastStrategyFailure)}
      />
    )
  else if (status === 'failed')
    body = (
      <p className="panel-error" role="alert" data-testid="report-failed">
        {t(`${k}.failed`)}
        {run.error ? ` (${localize(run.error)})` : ''}
      </p>
    )
  else if (status === 'cancelled') body = <p className="empty">{t(`${k}.cancelled`)}</p>
  else if (!run.result || !run.stats)
    // Finished, but the copy in hand was taken while it ran: the refetch is on its way.
    body = (
      <p className="panel-note" role="status">
        {t(`${k}.loading`)}
      </p>
    )
  else
    body = (
      <>
        <p className="stg-meta" data-testid="report-range">
          {t(`${k}.range`, {
            symbol: run.symbol,
            timeframe: run.timeframe,
            from: day(run.from),
            to: day(run.to),
            bars: run.stats.bars,
            ms: run.durationMs ?? 0,
          })}
        </p>
        <StatsGrid stats={run.stats} />
        <ReportCharts equity={run.result.equity} />
        {run.result.truncated && <p className="panel-note">{t(`${k}.truncated`)}</p>}
        <TradesTable trades={run.result.trades} />
      </>
    )

  return (
    <section
      className="panel stg-report"
      aria-labelledby="bt-report-title"
      data-testid="backtest-report"
    >
      <h2 id="bt-report-title">{t(`${k}.title`, { name: run?.strategyName ?? '' })}</h2>
      {body}
    </section>
  )
}
