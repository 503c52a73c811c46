/**
 * The session, shared by every tab: the access token lives in this object's memory only; the
 * CSRF double-submit value and the user profile are kept in Dexie so a new engine (browser
 * restart, offline start) can refresh through the HttpOnly cookie or start from the cache.
 * One refresh at a time for all callers; a network failure never signs anyone out.
 */
import { z } from 'zod'
import { authApi, CSRF_HEADER, user as userSchema } from '../../../protocol/index.ts'
import type { TokenResponse, User } from '../../../protocol/index.ts'
import type { SessionState } from '../types.ts'
import type { Clock, LockManagerLike } from '../deps.ts'
import { requestOf, responseOf } from '../http/endpoint-call.ts'
import { MSG } from '../http/errors.ts'
import type { TokenSource } from '../http/gateway.ts'
import type { Transport } from '../http/transport.ts'
import { KV, type EngineDb } from '../store/db.ts'
import { deleteKv, readKv, writeKv } from '../store/rows.ts'

/** Refresh ahead of expiry when less than this remains (SPEC §9). */
export const REFRESH_AHEAD_MS = 5 * 60_000
export const CHECK_EVERY_MS = 60_000
const REFRESH_LOCK = 'engine-token-refresh'

export type RefreshOutcome = 'ok' | 'unauthorized' | 'unreachable'

export interface Session extends TokenSource {
  state(): SessionState
  /** Runs the start-up check once (later calls share it) and answers the settled state. */
  start(): Promise<SessionState>
  subscribe(listener: (s: SessionState) => void): () => void
  refresh(): Promise<RefreshOutcome>
  /** Take a token answer (login) as the new session. */
  adopt(tr: TokenResponse): Promise<void>
  setUser(u: User): Promise<void>
  /** Forget token, CSRF value and user; status unauthenticated. */
  signOut(): Promise<void>
  csrf(): string | null
  /** Periodic / online check: refresh when offline or under 5 minutes remain. */
  check(): Promise<void>
  dispose(): void
}

export interface SessionDeps {
  transport: Transport
  db: EngineDb
  clock: Clock
  locks?: LockManagerLike | undefined
  log: (message: string, detail?: unknown) => void
}

export function createSession(deps: SessionDeps): Session {
  const { transport, db, clock } = deps
  let current: SessionState = { status: 'loading', user: null, offline: false }
  let token: string | null = null
  let expiresAt = 0
  let csrfValue: string | null = null
  let started: Promise<SessionState> | null = null
  let inflight: Promise<RefreshOutcome> | null = null
  let timer: unknown = null
  const listeners = new Set<(s: SessionState) => void>()

  const tokenValid = () => token !== null && clock.now() < expiresAt

  function set(next: SessionState): void {
    const changed = JSON.stringify(next) !== JSON.stringify(current)
    current = next
    if (!changed) return
    for (const l of listeners) l(current)
  }

  // IndexedDB can fail (quota, private mode); the session keeps working from memory.
  const persist = (p: Promise<void>) => p.catch((err: unknown) => deps.log('session store', err))

  function ensureTimer(): void {
    timer ??= clock.setInterval(() => void check(), CHECK_EVERY_MS)
  }

  async function adopt(tr: TokenResponse): Promise<void> {
    ensureTimer()
    token = tr.access_token
    expiresAt = clock.now() + tr.expires_in * 1000
    csrfValue = tr.csrf_token
    await persist(writeKv(db, KV.csrf, tr.csrf_token))
    await persist(writeKv(db, KV.user, tr.user))
    set({ status: 'authenticated', user: tr.user, offline: false })
  }

  async function signOut(): Promise<void> {
    token = null
    expiresAt = 0
    csrfValue = null
    await persist(deleteKv(db, KV.csrf))
    await persist(deleteKv(db, KV.user))
    set({ status: 'unauthenticated', user: null, offline: false })
  }

  async function refreshOnce(): Promise<RefreshOutcome> {
    // Another engine (a dedicated worker in another tab) may have rotated the cookie: the
    // latest CSRF value is the stored one.
    const stored = await readKv(db, KV.csrf, z.string()).catch(() => null)
    const csrf = stored ?? csrfValue
    if (csrf === null) return 'unauthorized'
    const out = await transport.send(
      requestOf(authApi.refresh, { headers: { [CSRF_HEADER]: csrf }, retry: false }),
    )
    if (out.kind === 'network') return 'unreachable'
    if (out.status === 401 || out.status === 403) return 'unauthorized'
    const tr = responseOf(authApi.refresh).safeParse(out.body)
    if (out.status < 200 || out.status >= 300 || !tr.success) return 'unreachable'
    await adopt(tr.data)
    return 'ok'
  }

  async function runRefresh(): Promise<RefreshOutcome> {
    const outcome = await (
      deps.locks ? deps.locks.request(REFRESH_LOCK, refreshOnce) : refreshOnce()
    ).catch((err: unknown): RefreshOutcome => {
      deps.log('refresh failed', err)
      return 'unreachable'
    })
    if (outcome === 'unauthorized') await signOut()
    else if (outcome === 'unreachable' && current.status === 'authenticated') {
      set({ ...current, offline: true })
    }
    return outcome
  }

  function refresh(): Promise<RefreshOutcome> {
    inflight ??= runRefresh().finally(() => {
      inflight = null
    })
    return inflight
  }

  async function startUp(): Promise<SessionState> {
    const storedUser = await readKv(db, KV.user, userSchema).catch(() => null)
    const outcome = await refresh()
    if (outcome === 'unauthorized') return current
    if (outcome === 'unreachable') {
      set(
        storedUser
          ? { status: 'authenticated', user: storedUser, offline: true }
          : { status: 'unauthenticated', user: null, offline: true },
      )
      return current
    }
    const used = token
    const me = await transport.send(
      requestOf(authApi.me, { headers: { Authorization: `Bearer ${used ?? ''}` }, retry: false }),
    )
    if (me.kind === 'network') set({ ...current, offline: true })
    else if (me.status === 401) await signOut()
    else {
      const parsed = responseOf(authApi.me).safeParse(me.body)
      if (me.status === 200 && parsed.success) await setUser(parsed.data)
    }
    return current
  }

  async function setUser(u: User): Promise<void> {
    await persist(writeKv(db, KV.user, u))
    if (current.status === 'authenticated') set({ ...current, user: u })
  }

  async function check(): Promise<void> {
    if (current.status !== 'authenticated') return
    if (current.offline || !tokenValid() || expiresAt - clock.now() < REFRESH_AHEAD_MS) {
      await refresh()
    }
  }

  function start(): Promise<SessionState> {
    if (started === null) {
      started = startUp()
      ensureTimer()
    }
    return started
  }

  return {
    state: () => current,
    start,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    refresh,
    adopt,
    setUser,
    signOut,
    csrf: () => csrfValue,
    check,
    async accessToken() {
      // A request made before or during start-up waits for it rather than being refused.
      if (current.status === 'loading') await start()
      if (tokenValid() && token !== null) return { kind: 'token', token }
      if (current.status !== 'authenticated') return { kind: 'signed-out' }
      const outcome = await refresh()
      if (outcome === 'ok' && token !== null) return { kind: 'token', token }
      return outcome === 'unreachable'
        ? { kind: 'unreachable', message: MSG.network }
        : { kind: 'signed-out' }
    },
    async recover(used) {
      // Someone else already refreshed while this request was in flight.
      if (tokenValid() && token !== used) return 'retry'
      const outcome = await refresh()
      return outcome === 'ok' ? 'retry' : outcome === 'unreachable' ? 'unreachable' : 'signed-out'
    },
    dispose() {
      if (timer !== null) clock.clearInterval(timer)
      timer = null
    },
  }
}
