import { useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { performanceTimeframe, type PerformanceTimeframe } from '../../../protocol/index.ts'
import { ChartSkeleton } from '../../components/skeletons/ChartSkeleton.tsx'
import { usePerformance } from '../../data/portfolios.ts'
import { useLocalizeMessage } from '../../i18n/known-messages.ts'
import { formatMoney, formatPercent, formatSignedMoney, trendClass } from '../../lib/format.ts'
import { formatDateTime } from './dates.ts'
import { equityData } from './equity-data.ts'
import { EquityPlot } from './EquityPlot.tsx'
import '../../styles/portfolio.css'

const TIMEFRAMES = performanceTimeframe.options

/**
 * The equity curve by timeframe with the net deposits beside it, so what was earned (the gap)
 * reads apart from what was paid in; the change over the timeframe above it.
 */
export function EquityCurve({
  portfolioId,
  currency,
  compact = false,
  initial = '1M',
}: {
  portfolioId: string
  currency: string
  compact?: boolean
  initial?: PerformanceTimeframe
}) {
  const { t } = useTranslation()
  const localize = useLocalizeMessage()
  const titleId = useId()
  const [timeframe, setTimeframe] = useState<PerformanceTimeframe>(initial)
  const perf = usePerformance(portfolioId, timeframe)
  const answer = perf.data
  const curve = useMemo(() => (answer ? equityData(answer.value) : null), [answer])
  const names = useMemo(
    () => ({ equity: t('portfolio.curve.equity'), deposits: t('portfolio.curve.deposits') }),
    [t],
  )
  const height = compact ? 180 : 280
  const shown = answer?.value

  return (
    <section
      className={`panel equity-curve${compact ? ' compact' : ''}`}
      aria-labelledby={titleId}
      aria-busy={perf.isFetching}
      data-testid="equity-curve"
    >
      <header className="panel-header portfolio-panel-header">
        <h2 id={titleId}>{t('portfolio.curve.title')}</h2>
        <div className="tf-chips" role="group" aria-label={t('portfolio.curve.timeframes')}>
          {TIMEFRAMES.map((tf) => (
            <button
              key={tf}
              type="button"
              className="tf-chip"
              aria-pressed={tf === timeframe}
              title={t(`portfolio.curve.tfLabel.${tf}`)}
              onClick={() => setTimeframe(tf)}
            >
              {t(`portfolio.curve.tf.${tf}`)}
            </button>
          ))}
        </div>
      </header>
      {answer?.fromCache && (
        <p className="panel-note warn" role="status" data-testid="equity-saved-note">
          {typeof answer.savedAt === 'number'
            ? t('portfolio.curve.savedAt', { time: formatDateTime(answer.savedAt) })
            : t('portfolio.offline')}
        </p>
      )}
      {perf.isPending && <ChartSkeleton label={t('portfolio.curve.loading')} />}
      {perf.isError && !answer && (
        <div className="panel-error" role="alert">
          <p>{localize(perf.error.message)}</p>
          <button type="button" className="btn btn-small" onClick={() => void perf.refetch()}>
            {t('portfolio.retry')}
          </button>
        </div>
      )}
      {shown && curve && shown.points.length < 2 && (
        <p className="empty" data-testid="equity-empty">
          {t('portfolio.curve.empty')}
        </p>
      )}
      {shown && curve && shown.points.length >= 2 && curve.from !== null && curve.to !== null && (
        <>
          <dl className="curve-figures">
            <div>
              <dt>{t('portfolio.curve.change')}</dt>
              <dd className={trendClass(shown.change)} data-testid="equity-change">
                {formatSignedMoney(shown.change, currency)} ({formatPercent(shown.changePercent)})
              </dd>
            </div>
            {curve.performance !== null && (
              <div>
                <dt>{t('portfolio.curve.performance')}</dt>
                <dd className={trendClass(curve.performance)} data-testid="equity-performance">
                  {formatSignedMoney(curve.performance, currency)}
                </dd>
              </div>
            )}
          </dl>
          <EquityPlot
            curve={curve}
            height={height}
            names={names}
            label={t('portfolio.curve.chart', {
              timeframe: t(`portfolio.curve.tfLabel.${shown.timeframe}`),
              start: formatMoney(shown.startEquity, currency),
              end: formatMoney(shown.endEquity, currency),
              from: formatDateTime(curve.from),
              to: formatDateTime(curve.to),
            })}
          />
          <div className="curve-footer">
            <ul className="curve-legend" aria-hidden="true">
              <li className="curve-key equity">{names.equity}</li>
              {curve.hasDeposits && <li className="curve-key deposits">{names.deposits}</li>}
            </ul>
            <p className="curve-range" data-testid="equity-range">
              {t('portfolio.curve.range', {
                from: formatDateTime(curve.from),
                to: formatDateTime(curve.to),
              })}
            </p>
          </div>
        </>
      )}
    </section>
  )
}
