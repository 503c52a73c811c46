import type { Timeframe } from '../../../protocol/index.ts'
import { ChartSkeleton } from '../../components/skeletons/ChartSkeleton.tsx'
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
  if (status.state === 'loading') {
    return (
      <div className="trading-chart-cover">
        <ChartSkeleton label={`Loading the ${name} chart`} />
      </div>
    )
  }
  if (status.state === 'error') {
    return (
      <div className="trading-chart-cover" role="alert">
        <p className="panel-error">{status.message}</p>
        <button type="button" className="btn btn-small" onClick={onRetry}>
          Retry
        </button>
      </div>
    )
  }
  return (
    <>
      {status.empty && (
        <div className="trading-chart-cover">
          <p className="empty">
            No {timeframe} candles for {name} yet.
          </p>
        </div>
      )}
      {status.fromCache && (
        <p className="trading-chart-note" role="status" data-testid="chart-offline-note">
          Offline — showing saved candles
          {status.lastTime !== null && ` up to ${formatTime(status.lastTime)}`}
        </p>
      )}
    </>
  )
}
