import type { ConnectionState, SessionState } from '../../workers/engine/api.ts'

/** The offline banner shows when the engine runs from saved data or the browser lost the net. */
export function offlineBannerVisible(
  session: Pick<SessionState, 'offline'>,
  connection: Pick<ConnectionState, 'status'>,
  online: boolean,
): boolean {
  return session.offline || (connection.status !== 'connected' && !online)
}

export const CONNECTION_LABELS: Record<ConnectionState['status'], string> = {
  connected: 'Live',
  connecting: 'Connecting…',
  disconnected: 'Disconnected',
  error: 'Connection error',
}

export function connectionText(c: Pick<ConnectionState, 'status' | 'message'>): string {
  return c.status === 'error' && c.message ? c.message : CONNECTION_LABELS[c.status]
}
