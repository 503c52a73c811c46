import { useTranslation } from 'react-i18next'
import type { Strategy } from '../../../protocol/index.ts'
import { TableScroll } from '../../components/TableScroll.tsx'
import { useUpdateStrategy } from '../../data/strategies-actions.ts'
import { money, pct, price, qty, share, tone, when } from './strategy-format.ts'

interface Props {
  strategies: readonly Strategy[]
  currentId: string | null
  choose: (id: string) => void
}

/** The trader's strategies: status switch and live performance; a name picks it for the editor. */
export function StrategyList({ strategies, currentId, choose }: Props) {
  const { t } = useTranslation()
  const update = useUpdateStrategy()
  const k = 'strategies.list'
  return (
    <section className="panel" aria-labelledby="stg-list-title">
      <h2 id="stg-list-title">{t(`${k}.title`)}</h2>
      <TableScroll label={t(`${k}.region`)}>
        <table className="data-table stg-table" data-testid="strategy-list">
          <caption className="visually-hidden">{t(`${k}.caption`)}</caption>
          <thead>
            <tr>
              <th scope="col">{t(`${k}.name`)}</th>
              <th scope="col">{t(`${k}.status`)}</th>
              <th scope="col" className="num">
                {t(`${k}.equity`)}
              </th>
              <th scope="col" className="num">
                {t(`${k}.return`)}
              </th>
              <th scope="col" className="num">
                {t(`${k}.trades`)}
              </th>
              <th scope="col" className="num">
                {t(`${k}.winRate`)}
              </th>
              <th scope="col">{t(`${k}.position`)}</th>
              <th scope="col">{t(`${k}.lastSignal`)}</th>
              <th scope="col">{t(`${k}.lastError`)}</th>
            </tr>
          </thead>
          <tbody>
            {strategies.map((s) => {
              const p = s.performance
              const active = s.status === 'active'
              return (
                <tr
                  key={s.id}
                  aria-current={s.id === currentId ? 'true' : undefined}
                  className={s.id === currentId ? 'stg-current' : undefined}
                  data-testid={`strategy-row-${s.id}`}
                >
                  <th scope="row">
                    <button
                      type="button"
                      className="stg-link"
                      aria-label={t(`${k}.select`, { name: s.name })}
                      aria-pressed={s.id === currentId}
                      onClick={() => choose(s.id)}
                    >
                      {s.name}
                    </button>
                  </th>
                  <td>
                    <label className="stg-switch">
                      <input
                        type="checkbox"
                        role="switch"
                        checked={active}
                        aria-label={t(`${k}.toggle`, { name: s.name })}
                        disabled={update.isPending}
                        data-testid="strategy-status-toggle"
                        onChange={() =>
                          update.mutate({
                            id: s.id,
                            patch: { status: active ? 'paused' : 'active' },
                          })
                        }
                      />
                      <span data-testid="strategy-status">
                        {t(`strategies.status.${s.status}`)}
                      </span>
                    </label>
                  </td>
                  <td className="num">{money(p.equity)}</td>
                  <td className={`num ${tone(p.totalReturn)}`}>{pct(p.totalReturn)}</td>
                  <td className="num">{p.trades}</td>
                  <td className="num">{share(p.winRate)}</td>
                  <td>
                    {p.position
                      ? t(`${k}.positionText`, {
                          side: t(`strategies.side.${p.position.side}`),
                          quantity: qty(p.position.quantity),
                          price: price(p.position.entryPrice),
                        })
                      : t('strategies.side.flat')}
                  </td>
                  <td>
                    {p.lastSignal
                      ? t(`${k}.signalText`, {
                          rule: p.lastSignal.rule,
                          action: p.lastSignal.action,
                          time: when(p.lastSignal.time),
                        })
                      : '—'}
                  </td>
                  <td className={p.lastError ? 'down' : undefined}>{p.lastError ?? '—'}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </TableScroll>
    </section>
  )
}
