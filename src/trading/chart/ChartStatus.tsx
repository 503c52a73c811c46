import { useTranslation } from 'react-i18next'
import type { Timeframe } from '../../../protocol/index.ts'
import { ChartSkeleton } from '../../components/skeletons/ChartSkeleton.tsx'
import { useLocalizeMessage } from '../../i18n/known-messages.ts'
import { formatTime } from '../../lib/format.ts'
import type { FeedStatus } from './use-candle-feed.ts'

/** What covers the plot while there is nothing to draw, and the note on saved candles. */
export function ChartStatus({
  status,
  name,
  timeframe,
  onRetry,
}: {
  status: FeedStatus
  name: string
  timeframe: Timeframe
  onRetry: () => void
}) {
  const { t } = useTranslation()
  const localize = useLocalizeMessage()
  if (status.state === 'loading') {
    return (
      <div className="trading-chart-cover">
        <ChartSkeleton label={t('marketView.chart.loading', { name })} />
      </div>
    )
  }
  if (status.state === 'error') {
    return (
      <div className="trading-chart-cover" role="alert">
        <p className="panel-error">{localize(status.message)}</p>
        <button type="button" className="btn btn-small" onClick={onRetry}>
          {t('marketView.chart.retry')}
        </button>
      </div>
    )
  }
  return (
    <>
      {status.empty && (
        <div className="trading-chart-cover">
          <p className="empty">{t('marketView.chart.empty', { timeframe, name })}</p>
        </div>
      )}
      {status.fromCache && (
        <p className="trading-chart-note" role="status" data-testid="chart-offline-note">
          {status.lastTime === null
            ? t('marketView.chart.offline')
            : t('marketView.chart.offlineUpTo', { time: formatTime(status.lastTime) })}
        </p>
      )}
    </>
  )
}
