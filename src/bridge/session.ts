import type { SessionState } from '../../workers/engine/api.ts'
import { appStore, atom, useAtomValue } from '../app/store.ts'
import { getBridge, onEngineRestart } from './connection.ts'
import { subscribe } from './watch.ts'

const LOADING: SessionState = { status: 'loading', user: null, offline: false }

export const sessionAtom = atom<SessionState>(LOADING)

export function useSession(): SessionState {
  return useAtomValue(sessionAtom)
}

let changedByThisTab = false

/**
 * Sets the session right away (after login/logout) so guards do not wait for the engine's push.
 * `navigating: true` says the caller navigates itself, so the guards need not re-run for it.
 */
export function setSession(next: SessionState, options: { navigating?: boolean } = {}): void {
  changedByThisTab = options.navigating === true
  appStore.set(sessionAtom, next)
  changedByThisTab = false
}

/** True while a `setSession(…, { navigating: true })` notifies its subscribers. */
export function sessionChangeIsNavigating(): boolean {
  return changedByThisTab
}

/** Resolves with the session once the engine has decided it (never 'loading'). */
export function decidedSession(): Promise<SessionState> {
  const now = appStore.get(sessionAtom)
  if (now.status !== 'loading') return Promise.resolve(now)
  return new Promise((resolve) => {
    const stop = appStore.sub(sessionAtom, () => {
      const next = appStore.get(sessionAtom)
      if (next.status === 'loading') return
      stop()
      resolve(next)
    })
  })
}

/**
 * A replacement engine (onEngineRestart) starts 'loading' and restores the session through the
 * refresh cookie: until it has decided, the tab keeps the session it had rather than blinking
 * back to a spinner.
 */
function fromEngine(next: SessionState): void {
  if (next.status === 'loading' && appStore.get(sessionAtom).status !== 'loading') return
  setSession(next)
}

function askSession(): void {
  getBridge()
    .getSession()
    .then((s) => {
      // a push may already have brought a newer state; only fill in the first decision
      if (appStore.get(sessionAtom).status === 'loading') setSession(s)
    })
    .catch(() => undefined)
}

export function startSessionFeed(): void {
  subscribe<SessionState>((cb) => getBridge().watchSession(cb), fromEngine)
  askSession()
  // A fresh engine decides the session only when asked (or when a call needs the token).
  onEngineRestart(askSession)
}
