import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from '@tanstack/react-router'
import { DEFAULT_SETTINGS } from '../../../protocol/index.ts'
import type { AnalyticsRequest } from '../../../workers/engine/api.ts'
import { useOnline } from '../../bridge/online.ts'
import { ChartSkeleton } from '../../components/skeletons/ChartSkeleton.tsx'
import { usePortfolioAnalytics } from '../../data/analytics.ts'
import { useActivePortfolio } from '../../data/portfolios.ts'
import { useSettingsEditor } from '../../data/settings.ts'
import { useLocalizeMessage } from '../../i18n/known-messages.ts'
import { formatTime } from '../../lib/format.ts'
import { useNow } from '../../lib/use-now.ts'
import { ChoicesForm } from './ChoicesForm.tsx'
import { DEFAULT_RANGE, rangeQuery, type RangeChoice } from './range.ts'
import { RangePicker } from './RangePicker.tsx'
import { ReportView } from './ReportView.tsx'
import '../../styles/analytics.css'

const HOUR = 3_600_000

/** SPEC §2 /portfolio-analytics: the active portfolio's returns, ratios and drawdowns. */
export default function PortfolioAnalyticsPage() {
  const { t } = useTranslation()
  const localize = useLocalizeMessage()
  const online = useOnline()
  const active = useActivePortfolio()
  const editor = useSettingsEditor()
  const [range, setRange] = useState<RangeChoice>(DEFAULT_RANGE)
  // Chips are relative to today; an hourly clock moves them on at midnight (UTC).
  const today = Math.floor(useNow(HOUR) / (24 * HOUR))
  const choices = editor.settings?.analytics ?? DEFAULT_SETTINGS.analytics
  const req = useMemo(
    (): AnalyticsRequest => ({
      ...rangeQuery(range, today * 24 * HOUR),
      benchmark: choices.benchmark,
      riskFreeRate: choices.riskFreeRate,
      ...(choices.periodsPerYear === 'auto'
        ? {}
        : { periodsPerYear: choices.periodsPerYear === '252' ? 252 : 365 }),
    }),
    [range, today, choices.benchmark, choices.riskFreeRate, choices.periodsPerYear],
  )
  const portfolio = active.state === 'ready' ? active.portfolio : undefined
  // Wait for the settings: asking with the defaults first would fetch twice.
  const analytics = usePortfolioAnalytics(editor.settings ? portfolio?.id : undefined, req)
  const report = analytics.data
  const asOf = formatTime(analytics.dataUpdatedAt)

  return (
    <section className="page analytics-page" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {t('titles.portfolio-analytics')}
      </h1>
      {portfolio && (
        <p className="page-summary">{t('analytics.portfolio', { name: portfolio.name })}</p>
      )}
      {active.state === 'loading' && <ChartSkeleton label={t('analytics.loading')} />}
      {active.state === 'error' && (
        <p className="panel panel-error" role="alert">
          {localize(active.message)}
        </p>
      )}
      {active.state === 'empty' && (
        <p className="panel empty" data-testid="analytics-no-portfolio">
          <Link to="/portfolio">{t('analytics.noPortfolio')}</Link>
        </p>
      )}
      {portfolio && (
        <div
          className="panel analytics-controls"
          role="group"
          aria-label={t('analytics.controls.label')}
        >
          <RangePicker choice={range} onChoose={setRange} />
          {editor.settings && (
            <ChoicesForm
              choices={choices}
              onChange={(analyticsChoices) => editor.change({ analytics: analyticsChoices })}
              readOnly={editor.readOnly}
              status={editor.status}
              onRetry={editor.retry}
            />
          )}
        </div>
      )}
      {portfolio && !report && analytics.isError && (
        <div className="panel panel-error" role="alert" data-testid="analytics-error">
          <p>{localize(analytics.error.message)}</p>
          <button type="button" className="btn btn-small" onClick={() => void analytics.refetch()}>
            {t('analytics.retry')}
          </button>
        </div>
      )}
      {portfolio && !report && !analytics.isError && !online && (
        <p className="panel empty" role="status" data-testid="analytics-offline">
          {t('analytics.offlineEmpty')}
        </p>
      )}
      {portfolio && !report && !analytics.isError && online && (
        <ChartSkeleton label={t('analytics.loading')} />
      )}
      {report && (
        <div className="analytics-report" aria-busy={analytics.isFetching}>
          {!online && (
            <p className="panel-note warn" role="status" data-testid="analytics-offline">
              {t('analytics.offline', { time: asOf })}
            </p>
          )}
          {online && analytics.isError && (
            <p className="panel-note warn" role="status">
              {t('analytics.stale', { time: asOf })}{' '}
              <button
                type="button"
                className="btn btn-small"
                onClick={() => void analytics.refetch()}
              >
                {t('analytics.retry')}
              </button>
            </p>
          )}
          {online && analytics.isPlaceholderData && (
            <p className="panel-note" role="status">
              {t('analytics.updating')}
            </p>
          )}
          <ReportView report={report} />
        </div>
      )}
    </section>
  )
}
