import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { BacktestSummary } from '../../../protocol/index.ts'
import { TableScroll } from '../../components/TableScroll.tsx'
import { useBacktests } from '../../data/strategies.ts'
import { useDeleteBacktest } from '../../data/strategies-actions.ts'
import { useLocalizeMessage } from '../../i18n/known-messages.ts'
import { day, pct, tone, when } from '../strategy-studio/strategy-format.ts'

interface Props {
  strategyId: string
  selected: string | null
  onSelect: (run: BacktestSummary) => void
}

/** The runs of this strategy or of all strategies, newest first; a row opens its report. */
export function RunsPanel({ strategyId, selected, onSelect }: Props) {
  const { t } = useTranslation()
  const localize = useLocalizeMessage()
  const [all, setAll] = useState(false)
  const runs = useBacktests(all ? null : strategyId)
  const remove = useDeleteBacktest()
  const k = 'strategies.backtesting.runs'
  return (
    <section className="panel" aria-labelledby="bt-runs-title">
      <div className="panel-header">
        <h2 id="bt-runs-title">{t(`${k}.title`)}</h2>
        <div className="stg-chips" role="group" aria-label={t(`${k}.scope`)}>
          <button type="button" aria-pressed={!all} onClick={() => setAll(false)}>
            {t(`${k}.thisStrategy`)}
          </button>
          <button
            type="button"
            aria-pressed={all}
            data-testid="runs-all"
            onClick={() => setAll(true)}
          >
            {t(`${k}.allStrategies`)}
          </button>
        </div>
      </div>
      {runs.isError && !runs.data && (
        <p className="panel-error" role="alert">
          {localize(runs.error.message)}
        </p>
      )}
      {!runs.data && !runs.isError && <p className="panel-note">{t('common.loading')}</p>}
      {runs.data?.length === 0 && <p className="empty">{t(`${k}.none`)}</p>}
      {runs.data && runs.data.length > 0 && (
        <TableScroll label={t(`${k}.region`)}>
          <table className="data-table" data-testid="runs-table">
            <caption className="visually-hidden">{t(`${k}.caption`)}</caption>
            <thead>
              <tr>
                <th scope="col">{t(`${k}.created`)}</th>
                <th scope="col">{t(`${k}.strategy`)}</th>
                <th scope="col">{t(`${k}.kind`)}</th>
                <th scope="col">{t(`${k}.range`)}</th>
                <th scope="col">{t(`${k}.status`)}</th>
                <th scope="col" className="num">
                  {t(`${k}.return`)}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t('strategies.editor.remove')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {runs.data.map((r) => {
                const time = when(Date.parse(r.createdAt))
                const finished = r.status !== 'queued' && r.status !== 'running'
                return (
                  <tr
                    key={r.id}
                    aria-current={r.id === selected ? 'true' : undefined}
                    className={r.id === selected ? 'stg-current' : undefined}
                    data-testid={`run-${r.id}`}
                  >
                    <th scope="row">
                      {r.kind === 'backtest' ? (
                        <button
                          type="button"
                          className="stg-link"
                          aria-label={t(`${k}.open`, { time })}
                          onClick={() => onSelect(r)}
                        >
                          {time}
                        </button>
                      ) : (
                        time
                      )}
                    </th>
                    <td>{r.strategyName}</td>
                    <td>{t(`${k}.kinds.${r.kind}`)}</td>
                    <td>
                      {day(r.from)} – {day(r.to)}
                    </td>
                    <td data-testid="run-status">{t(`strategies.jobStatus.${r.status}`)}</td>
                    <td className={`num ${tone(r.stats?.totalReturn)}`}>
                      {pct(r.stats?.totalReturn)}
                    </td>
                    <td>
                      <button
                        type="button"
                        className="btn btn-small"
                        disabled={!finished || remove.isPending}
                        aria-label={t(`${k}.delete`, { time })}
                        onClick={() => remove.mutate(r.id)}
                      >
                        {t('strategies.editor.remove')}
                      </button>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  )
}
