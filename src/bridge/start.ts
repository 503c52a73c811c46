import { startConnectionFeed } from './connection-state.ts'
import { startOnlineFeed } from './online.ts'
import { startSessionFeed } from './session.ts'
import { holdTabLock } from './tab-lock.ts'
import { reconnectOnWake } from './wake.ts'

/** Connects this tab to the data engine and starts the feeds the shell needs. Call once. */
export function startBridge(): void {
  holdTabLock()
  startSessionFeed()
  startConnectionFeed()
  startOnlineFeed()
  reconnectOnWake()
}
