import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { RiskReport } from '../../../protocol/analytics.ts'
import { useAtomValue } from '../../app/store.ts'
import { useOnline } from '../../bridge/online.ts'
import { useActivePortfolio } from '../../data/portfolios.ts'
import { useRiskReport } from '../../data/risk.ts'
import { useLocalizeMessage } from '../../i18n/known-messages.ts'
import { formatUsd } from './risk-format.ts'
import { riskOptionsAtom } from './risk-options.ts'
import '../../styles/risk.css'

interface Props {
  page: 'risk' | 'risk-attribution' | 'quantum'
  controls?: ReactNode
  /** Shown in every state, under the title. */
  intro?: ReactNode
  /** What the page shows once the active portfolio's risk answer holds positions. */
  children: (report: RiskReport) => ReactNode
}

/**
 * What the three risk pages share: the title, the active portfolio's risk answer and its states
 * (loading, no portfolio, nothing at risk, failed, offline with the last answer kept).
 */
export function RiskFrame({ page, controls, intro, children }: Props) {
  const { t, i18n } = useTranslation()
  const online = useOnline()
  const localize = useLocalizeMessage()
  const active = useActivePortfolio()
  const options = useAtomValue(riskOptionsAtom)
  const portfolioId = active.state === 'ready' ? active.portfolio.id : undefined
  const report = useRiskReport(portfolioId, options)
  const when = (ms: number) =>
    new Date(ms).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })

  let body: ReactNode
  if (active.state === 'error' || (report.isError && !report.data)) {
    const message = active.state === 'error' ? active.message : (report.error?.message ?? '')
    body = (
      <div className="panel-error" role="alert" data-testid="risk-error">
        {localize(message)}{' '}
        <button type="button" className="btn btn-small" onClick={() => void report.refetch()}>
          {t('common.tryAgain')}
        </button>
      </div>
    )
  } else if (active.state === 'empty') {
    body = <p className="empty">{t('risk.noPortfolio')}</p>
  } else if (active.state === 'loading' || !report.data) {
    body = (
      <p className="panel-note" role="status" data-testid="risk-loading">
        {report.fetchStatus === 'paused' || !online ? t('risk.offlineNoData') : t('risk.loading')}
      </p>
    )
  } else {
    const data = report.data
    const stale = !online || report.isError
    body = (
      <>
        <p className="risk-as-of">
          {t('risk.asOf', {
            portfolio: active.portfolio.name,
            time: when(data.asOf),
            equity: formatUsd(data.equity),
          })}
          {report.isPlaceholderData && (
            <span className="risk-updating" role="status">
              {' '}
              {t('risk.updating')}
            </span>
          )}
        </p>
        {stale && (
          <p className="panel-note warn" role="status" data-testid="risk-offline">
            {t('risk.offline', { time: when(report.dataUpdatedAt) })}
          </p>
        )}
        {data.positions.length === 0 ? (
          <div className="panel risk-empty" data-testid="risk-empty">
            <p className="empty-title">{t('risk.empty')}</p>
            <p className="empty">{t('risk.emptyHint')}</p>
          </div>
        ) : (
          children(data)
        )}
      </>
    )
  }

  return (
    <section className={`page risk-page ${page}-page`} aria-labelledby="page-title">
      <div className="risk-header">
        <h1 id="page-title" className="page-title">
          {t(`titles.${page}`)}
        </h1>
        {controls}
      </div>
      {intro}
      {body}
    </section>
  )
}
