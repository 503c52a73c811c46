import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Swarm } from '../../../protocol/index.ts'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { TableScroll } from '../../components/TableScroll.tsx'
import { toast } from '../../components/toast/toast.ts'
import { useDeleteSwarm, useKillSwarm, useUpdateSwarm } from '../../data/strategies-actions.ts'
import { AnalyticsChart } from '../portfolio-analytics/AnalyticsChart.tsx'
import type { Columns } from '../portfolio-analytics/chart-series.ts'
import { money, ratio, share, when } from '../strategy-studio/strategy-format.ts'

const COLOURS = [
  '--primary',
  '--up',
  '--warn',
  '--info',
  '--down',
  '--focus',
  '--text-muted',
  '--primary-hover',
]
const percentValue = (v: number) => `${v.toFixed(0)}%`

/** One swarm: its rule's settings, agents with weights, agreement, weight history and controls. */
export function SwarmCard({ swarm }: { swarm: Swarm }) {
  const { t } = useTranslation()
  const update = useUpdateSwarm()
  const kill = useKillSwarm()
  const remove = useDeleteSwarm()
  const [confirm, setConfirm] = useState<'kill' | 'delete' | null>(null)
  const k = 'strategies.swarm'
  const titleId = `swarm-${swarm.id}-title`
  const history = useMemo(() => {
    const columns: Columns = [
      swarm.history.map((h) => h.time / 1000),
      ...swarm.agents.map((a) => swarm.history.map((h) => (h.weights[a.strategyId] ?? 0) * 100)),
    ]
    const lines = swarm.agents.map((a, i) => ({
      label: a.name,
      colour: COLOURS[i % COLOURS.length] ?? '--primary',
    }))
    return { columns, lines }
  }, [swarm])
  const ag = swarm.agreement
  return (
    <article
      className="panel stg-swarm"
      aria-labelledby={titleId}
      data-testid={`swarm-${swarm.id}`}
    >
      <div className="panel-header">
        <h2 id={titleId}>{swarm.name}</h2>
        <div className="stg-actions">
          {swarm.status !== 'active' ? (
            <button
              type="button"
              className="btn btn-small btn-primary"
              data-testid="swarm-activate"
              onClick={() => update.mutate({ id: swarm.id, patch: { status: 'active' } })}
            >
              {t(`${k}.activate`)}
            </button>
          ) : (
            <button
              type="button"
              className="btn btn-small"
              data-testid="swarm-pause"
              onClick={() => update.mutate({ id: swarm.id, patch: { status: 'paused' } })}
            >
              {t(`${k}.pause`)}
            </button>
          )}
          <button
            type="button"
            className="btn btn-small btn-danger"
            data-testid="swarm-kill"
            onClick={() => setConfirm('kill')}
          >
            {t(`${k}.kill`)}
          </button>
          <button
            type="button"
            className="btn btn-small"
            data-testid="swarm-delete"
            onClick={() => setConfirm('delete')}
          >
            {t(`${k}.delete`)}
          </button>
        </div>
      </div>
      <p className="stg-meta" data-testid="swarm-settings">
        {t(`${k}.card`, {
          status: t(`strategies.status.${swarm.status}`),
          capital: money(swarm.capital),
          rate: swarm.learningRate,
          window: swarm.window,
          minutes: swarm.rebalanceMinutes,
        })}
        {' · '}
        {swarm.rebalancedAt
          ? t(`${k}.rebalanced`, { time: when(Date.parse(swarm.rebalancedAt)) })
          : t(`${k}.neverRebalanced`)}
      </p>
      <p className="stg-meta" data-testid="swarm-agreement">
        <strong>{t(`${k}.agreement`)}: </strong>
        {t(`${k}.agreementText`, {
          long: share(ag.long),
          short: share(ag.short),
          flat: share(ag.flat),
          consensus: t(`strategies.side.${ag.consensus}`),
        })}
      </p>
      <TableScroll label={t(`${k}.agentsRegion`, { name: swarm.name })}>
        <table className="data-table" data-testid="swarm-agents">
          <caption className="visually-hidden">
            {t(`${k}.agentsCaption`, { name: swarm.name })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t(`${k}.agent`)}</th>
              <th scope="col">{t(`${k}.weight`)}</th>
              <th scope="col" className="num">
                {t(`${k}.allocated`)}
              </th>
              <th scope="col" className="num">
                {t(`${k}.score`)}
              </th>
              <th scope="col">{t(`${k}.signal`)}</th>
            </tr>
          </thead>
          <tbody>
            {swarm.agents.map((a) => (
              <tr key={a.strategyId} data-testid="swarm-agent">
                <th scope="row">{a.name}</th>
                <td>
                  <span className="stg-weight">
                    <span className="stg-weight-bar" aria-hidden="true">
                      <span style={{ width: `${Math.min(a.weight, 1) * 100}%` }} />
                    </span>
                    <span data-testid="swarm-agent-weight">{share(a.weight)}</span>
                  </span>
                </td>
                <td className="num">{money(a.allocatedCapital)}</td>
                <td className="num">{ratio(a.score)}</td>
                <td
                  className={a.signal === 'long' ? 'up' : a.signal === 'short' ? 'down' : undefined}
                >
                  {t(`strategies.side.${a.signal}`)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {swarm.history.length >= 2 && (
        <AnalyticsChart
          title={t(`${k}.history`)}
          summary={t(`${k}.historySummary`, { name: swarm.name })}
          columns={history.columns}
          lines={history.lines}
          value={percentValue}
          height={180}
        />
      )}
      <ConfirmDialog
        open={confirm !== null}
        title={t(confirm === 'kill' ? `${k}.killTitle` : `${k}.deleteTitle`, { name: swarm.name })}
        confirmLabel={confirm === 'kill' ? t(`${k}.kill`) : t(`${k}.delete`)}
        tone="danger"
        busy={kill.isPending || remove.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          if (confirm === 'kill')
            kill.mutate(swarm.id, {
              onSuccess: () => {
                setConfirm(null)
                toast.success(t(`${k}.killed`))
              },
            })
          else remove.mutate(swarm.id, { onSuccess: () => setConfirm(null) })
        }}
      >
        <p>{t(confirm === 'kill' ? `${k}.killBody` : `${k}.deleteBody`)}</p>
      </ConfirmDialog>
    </article>
  )
}
