import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Strategy } from '../../../protocol/index.ts'
import {
  cancelBacktest,
  toastStrategyFailure,
  useRunBacktest,
} from '../../data/strategies-actions.ts'
import { useJob } from '../../data/strategies-events.ts'
import { useLocalizeMessage } from '../../i18n/known-messages.ts'
import { NumberField } from '../strategy-studio/fields.tsx'
import { RangeFields } from './RangeFields.tsx'
import { rangeMs, type DayRange } from './backtest-range.ts'
import { JobProgress } from './JobProgress.tsx'

interface Props {
  strategy: Strategy
  range: DayRange
  setRange: (r: DayRange) => void
  now: number
  /** The run just started: the page shows its report when it is done. */
  onStarted: (jobId: string) => void
}

/** Range, capital and Run; then the run's progress from the pushes, with Cancel. */
export function RunPanel({ strategy, range, setRange, now, onStarted }: Props) {
  const { t } = useTranslation()
  const localize = useLocalizeMessage()
  const [capital, setCapital] = useState<number | undefined>(strategy.allocatedCapital)
  const [jobId, setJobId] = useState<string | null>(null)
  const run = useRunBacktest()
  const pushed = useJob(jobId)
  const job = pushed ?? (run.data?.id === jobId ? run.data : null)
  const k = 'strategies.backtesting.run'
  const ms = rangeMs(range, now)
  const running = job !== null && (job.status === 'queued' || job.status === 'running')

  return (
    <section className="panel" aria-labelledby="bt-run-title">
      <h2 id="bt-run-title">{t(`${k}.title`)}</h2>
      <form
        className="stg-run-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          const span = rangeMs(range, Date.now())
          if (!span || capital === undefined || !(capital > 0)) return
          run.mutate(
            { id: strategy.id, req: { from: span.from, to: span.to, initialCapital: capital } },
            {
              onSuccess: (started) => {
                setJobId(started.id)
                onStarted(started.id)
              },
            },
          )
        }}
      >
        <RangeFields range={range} setRange={setRange} now={now} />
        <NumberField
          label={t(`${k}.capital`)}
          value={capital}
          onChange={setCapital}
          testId="backtest-capital"
          error={
            capital !== undefined && capital > 0 ? undefined : t('strategies.editor.capitalInvalid')
          }
        />
        <button
          type="submit"
          className="btn btn-primary"
          disabled={!ms || run.isPending || running}
          data-testid="backtest-run"
        >
          {t(`${k}.start`)}
        </button>
      </form>
      {run.isError && (
        <p className="panel-error" role="alert" data-testid="backtest-run-error">
          {localize(run.error.message)}
        </p>
      )}
      {job && (
        <JobProgress
          job={job}
          label={t(`${k}.progress`)}
          testId="backtest-progress"
          onCancel={() => void cancelBacktest(job.id).catch(toastStrategyFailure)}
        />
      )}
    </section>
  )
}
