import { useTranslation } from 'react-i18next'
import type { BacktestSummary } from '../../../protocol/index.ts'

/** A running job's progress bar (updated by the engine's pushes) and its Cancel button. */
export function JobProgress({
  job,
  label,
  onCancel,
  testId,
}: {
  job: BacktestSummary
  label: string
  onCancel?: () => void
  testId: string
}) {
  const { t } = useTranslation()
  const percent = Math.round(Math.min(Math.max(job.progress, 0), 1) * 100)
  const running = job.status === 'queued' || job.status === 'running'
  return (
    <div className="stg-progress" data-testid={testId}>
      <div
        className="stg-progress-track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% · ${t(`strategies.jobStatus.${job.status}`)}`}
      >
        <div className="stg-progress-fill" style={{ width: `${percent}%` }} />
      </div>
      <span className="stg-progress-text">
        {percent}% · {t(`strategies.jobStatus.${job.status}`)}
      </span>
      {running && onCancel && (
        <button
          type="button"
          className="btn btn-small"
          onClick={onCancel}
          data-testid={`${testId}-cancel`}
        >
          {t('strategies.backtesting.run.cancel')}
        </button>
      )}
    </div>
  )
}
