import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  OBJECTIVE_METRICS,
  type OptimizeObjective,
  type OptimizeRequest,
  type Strategy,
} from '../../../protocol/index.ts'
import {
  cancelBacktest,
  toastStrategyFailure,
  useOptimizeStrategy,
} from '../../data/strategies-actions.ts'
import { useJob } from '../../data/strategies-events.ts'
import { useLocalizeMessage } from '../../i18n/known-messages.ts'
import { NumberField, SelectField } from '../strategy-studio/fields.tsx'
import { rangeMs, type DayRange } from './backtest-range.ts'
import { JobProgress } from './JobProgress.tsx'
import { OptimiseResult } from './OptimiseResult.tsx'

const METHODS = ['grid', 'random', 'evolution'] as const
const OBJECTIVES = [...OBJECTIVE_METRICS, 'mix'] as const
type Weights = NonNullable<OptimizeObjective['weights']>

/** "Optimise" in the Strategy Studio links here (#optimise): bring the panel into view. */
const scrollWhenAsked = (el: HTMLElement | null): void => {
  if (el && window.location.hash === '#optimise') el.scrollIntoView({ block: 'start' })
}

/** Method, objective, trials and walk-forward; progress like a backtest; then the result. */
export function OptimisePanel({
  strategy,
  range,
  now,
}: {
  strategy: Strategy
  range: DayRange
  now: number
}) {
  const { t } = useTranslation()
  const localize = useLocalizeMessage()
  const [method, setMethod] = useState<(typeof METHODS)[number]>('grid')
  const [objective, setObjective] = useState<(typeof OBJECTIVES)[number]>('sharpe')
  const [weights, setWeights] = useState<Weights>({ sharpe: 1, max_drawdown: 1 })
  const [trials, setTrials] = useState<number | undefined>(50)
  const [folds, setFolds] = useState('0')
  const [inSample, setInSample] = useState<number | undefined>(0.7)
  const [jobId, setJobId] = useState<string | null>(null)
  const optimise = useOptimizeStrategy()
  const job = useJob(jobId)
  const k = 'strategies.backtesting.optimise'
  const hasParams = Object.keys(strategy.config.parameters).length > 0
  const ms = rangeMs(range, now)

  const start = () => {
    const span = rangeMs(range, Date.now())
    if (!span) return
    const id = crypto.randomUUID()
    const req: OptimizeRequest = {
      method,
      objective: objective === 'mix' ? { kind: 'mix', weights } : { kind: objective },
      from: span.from,
      to: span.to,
      jobId: id,
      ...(method !== 'grid' && trials !== undefined ? { trials } : {}),
      ...(folds !== '0' && inSample !== undefined
        ? { walkForward: { folds: Number(folds), inSampleFraction: inSample } }
        : {}),
    }
    setJobId(id)
    optimise.mutate({ id: strategy.id, req })
  }

  return (
    <section
      ref={scrollWhenAsked}
      className="panel"
      id="optimise"
      aria-labelledby="bt-opt-title"
      data-testid="optimise-panel"
    >
      <h2 id="bt-opt-title">{t(`${k}.title`)}</h2>
      {!hasParams && <p className="empty">{t(`${k}.noParams`)}</p>}
      <form
        className="stg-row"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          start()
        }}
      >
        <SelectField
          label={t(`${k}.method`)}
          value={method}
          options={METHODS.map((m) => ({ value: m, label: t(`${k}.methods.${m}`) }))}
          testId="optimise-method"
          onChange={setMethod}
        />
        <SelectField
          label={t(`${k}.objective`)}
          value={objective}
          options={OBJECTIVES.map((o) => ({ value: o, label: t(`${k}.objectives.${o}`) }))}
          testId="optimise-objective"
          onChange={setObjective}
        />
        {objective === 'mix' &&
          OBJECTIVE_METRICS.map((m) => (
            <NumberField
              key={m}
              label={t(`${k}.weight`, { metric: t(`${k}.objectives.${m}`) })}
              value={weights[m]}
              onChange={(v) => setWeights({ ...weights, [m]: v ?? 0 })}
            />
          ))}
        {method !== 'grid' && (
          <NumberField label={t(`${k}.trials`)} value={trials} onChange={setTrials} />
        )}
        <SelectField
          label={t(`${k}.folds`)}
          value={folds}
          options={[
            { value: '0', label: t(`${k}.noWalkForward`) },
            ...[2, 3, 4, 5, 6, 8, 10].map((n) => ({ value: String(n), label: String(n) })),
          ]}
          testId="optimise-folds"
          onChange={setFolds}
        />
        {folds !== '0' && (
          <NumberField label={t(`${k}.inSample`)} value={inSample} onChange={setInSample} />
        )}
        <button
          type="submit"
          className="btn btn-primary"
          disabled={!hasParams || !ms || optimise.isPending}
          data-testid="optimise-start"
        >
          {t(`${k}.start`)}
        </button>
      </form>
      {optimise.isPending && job && (
        <JobProgress
          job={job}
          label={t(`${k}.progress`)}
          testId="optimise-progress"
          onCancel={() => void cancelBacktest(job.id).catch(toastStrategyFailure)}
        />
      )}
      {optimise.isPending && !job && (
        <p className="panel-note" role="status">
          {t('strategies.jobStatus.queued')}
        </p>
      )}
      {optimise.isError && (
        <p className="panel-error" role="alert" data-testid="optimise-error">
          {localize(optimise.error.message)}
        </p>
      )}
      {optimise.data && <OptimiseResult strategy={strategy} result={optimise.data} />}
    </section>
  )
}
