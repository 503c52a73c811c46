import { useSystemStatus, STATUS_REFRESH_MS } from '../../data/admin.ts'
import { QueryState } from './QueryState.tsx'

const mb = (bytes: number): string => `${(bytes / 1_048_576).toFixed(1)} MB`

function duration(sec: number): string {
  const d = Math.floor(sec / 86_400)
  const h = Math.floor((sec % 86_400) / 3600)
  const m = Math.floor((sec % 3600) / 60)
  return d > 0 ? `${d} d ${h} h` : h > 0 ? `${h} h ${m} min` : `${m} min ${sec % 60} s`
}

/** The server's figures, refreshed every 5 s while this tab is shown and the page visible. */
export function SystemTab() {
  const status = useSystemStatus()
  const s = status.data
  const figures: [string, string][] = s
    ? [
        ['Version', s.version],
        ['Uptime', duration(s.uptimeSec)],
        ['Memory (RSS)', mb(s.memory.rssBytes)],
        ['Heap used', `${mb(s.memory.heapUsedBytes)} of ${mb(s.memory.heapTotalBytes)}`],
        ['Open sockets', `${s.sockets.open} (${s.sockets.users} users)`],
        ['Feed rate', `${s.feed.ticksPerSec.toFixed(1)} ticks/s`],
        ['Symbols', `${s.feed.symbols} (${s.feed.halted} halted)`],
        [
          'Database',
          `${s.database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}, ${s.database.sizeBytes === null ? 'size unknown' : mb(s.database.sizeBytes)}`,
        ],
        ['Orders, last hour', String(s.lastHour.orders)],
        ['Fills, last hour', String(s.lastHour.fills)],
      ]
    : []
  return (
    <QueryState query={status} label="system status">
      <dl className="stat-grid admin-status-grid" data-testid="admin-system">
        {figures.map(([name, value]) => (
          <div className="stat" key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="admin-muted">
        Refreshed every {STATUS_REFRESH_MS / 1000} s
        {status.isRefetchError ? ` · last refresh failed: ${status.error.message}` : ''}.
      </p>
    </QueryState>
  )
}
