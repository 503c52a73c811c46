import { getBridge } from './connection.ts'

function reconnect(): void {
  getBridge()
    .reconnectNow()
    .catch(() => undefined)
}

/** Asks the engine to reconnect at once when the network returns or the tab is shown again. */
export function reconnectOnWake(): void {
  window.addEventListener('online', reconnect)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') reconnect()
  })
}
