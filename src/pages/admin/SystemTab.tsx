import { useTranslation } from 'react-i18next'
import { useSystemStatus, STATUS_REFRESH_MS } from '../../data/admin.ts'
import { QueryState } from './QueryState.tsx'

const mb = (bytes: number): string => `${(bytes / 1_048_576).toFixed(1)} MB`

/** The server's figures, refreshed every 5 s while this tab is shown and the page visible. */
export function SystemTab() {
  const { t } = useTranslation()
  const status = useSystemStatus()
  const s = status.data

  const duration = (sec: number): string => {
    const d = Math.floor(sec / 86_400)
    const h = Math.floor((sec % 86_400) / 3600)
    const m = Math.floor((sec % 3600) / 60)
    if (d > 0) return t('admin.system.days', { d, h })
    return h > 0 ? t('admin.system.hours', { h, m }) : t('admin.system.minutes', { m, s: sec % 60 })
  }

  const figures: [string, string][] = s
    ? [
        [t('admin.system.version'), s.version],
        [t('admin.system.uptime'), duration(s.uptimeSec)],
        [t('admin.system.memory'), mb(s.memory.rssBytes)],
        [
          t('admin.system.heap'),
          t('admin.system.heapOf', {
            used: mb(s.memory.heapUsedBytes),
            total: mb(s.memory.heapTotalBytes),
          }),
        ],
        [t('admin.system.sockets'), t('admin.system.socketsValue', s.sockets)],
        [
          t('admin.system.feed'),
          t('admin.system.feedValue', { rate: s.feed.ticksPerSec.toFixed(1) }),
        ],
        [t('admin.system.symbols'), t('admin.system.symbolsValue', s.feed)],
        [
          t('admin.system.database'),
          `${s.database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}, ${s.database.sizeBytes === null ? t('admin.system.sizeUnknown') : mb(s.database.sizeBytes)}`,
        ],
        [t('admin.system.orders'), String(s.lastHour.orders)],
        [t('admin.system.fills'), String(s.lastHour.fills)],
      ]
    : []
  return (
    <QueryState query={status} label={t('admin.system.what')}>
      <dl className="stat-grid admin-status-grid" data-testid="admin-system">
        {figures.map(([name, value]) => (
          <div className="stat" key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="admin-muted">
        {t('admin.system.refreshed', { sec: STATUS_REFRESH_MS / 1000 })}
        {status.isRefetchError
          ? t('admin.system.refreshFailed', { message: status.error.message })
          : ''}
        .
      </p>
    </QueryState>
  )
}
