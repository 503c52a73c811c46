import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useOnline } from '../../bridge/online.ts'
import { useStrategyEvents } from '../../data/strategies-events.ts'
import { useCurrentStrategy } from '../../data/strategies-selection.ts'
import { useLocalizeMessage } from '../../i18n/known-messages.ts'
import '../../styles/analytics.css'
import '../../styles/strategies.css'
import { SelectField } from '../strategy-studio/fields.tsx'
import { presetRange, type DayRange } from './backtest-range.ts'
import { ComparePanel } from './ComparePanel.tsx'
import { OptimisePanel } from './OptimisePanel.tsx'
import { ReportPanel } from './ReportPanel.tsx'
import { RunPanel } from './RunPanel.tsx'
import { RunsPanel } from './RunsPanel.tsx'

/**
 * SPEC §2 /backtesting (issue 14): run a backtest of the current strategy with live progress,
 * list the runs, read a report, compare two runs, and optimise with walk-forward.
 */
export default function BacktestingPage() {
  const { t } = useTranslation()
  const online = useOnline()
  const localize = useLocalizeMessage()
  useStrategyEvents()
  const { strategies, current, choose } = useCurrentStrategy()
  const [now] = useState(() => Date.now())
  const [range, setRange] = useState<DayRange>(() => presetRange('1Y', now))
  const [runId, setRunId] = useState<string | null>(null)
  const offline = !online || strategies.fetchStatus === 'paused'
  const k = 'strategies.backtesting'

  let body: ReactNode
  if (strategies.isError && !strategies.data) {
    body = (
      <p className="panel-error" role="alert">
        {localize(strategies.error.message)}{' '}
        <button type="button" className="btn btn-small" onClick={() => void strategies.refetch()}>
          {t('common.tryAgain')}
        </button>
      </p>
    )
  } else if (!strategies.data) {
    body = (
      <p className="panel-note" role="status">
        {offline ? t('strategies.offlineEmpty') : t('strategies.loading')}
      </p>
    )
  } else if (!current) {
    body = (
      <p className="empty" data-testid="backtesting-empty">
        {t(`${k}.noStrategy`)}
      </p>
    )
  } else {
    body = (
      <>
        <SelectField
          label={t(`${k}.strategy`)}
          value={current.id}
          options={strategies.data.map((s) => ({ value: s.id, label: s.name }))}
          testId="backtest-strategy"
          onChange={(id) => {
            choose(id)
            setRunId(null)
          }}
        />
        <RunPanel
          key={current.id}
          strategy={current}
          range={range}
          setRange={setRange}
          now={now}
          onStarted={setRunId}
        />
        <ReportPanel runId={runId} />
        <RunsPanel strategyId={current.id} selected={runId} onSelect={(r) => setRunId(r.id)} />
        <ComparePanel />
        <OptimisePanel key={`opt-${current.id}`} strategy={current} range={range} now={now} />
      </>
    )
  }

  return (
    <section className="page stg-page" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {t('titles.backtesting')}
      </h1>
      {offline && strategies.data && (
        <p className="panel-note warn" role="status">
          {t('strategies.offline')}
        </p>
      )}
      {body}
    </section>
  )
}
