/**
 * The one WebSocket shared by every tab (ARCHITECTURE, reading 2). Reconnects after an
 * abnormal close up to 5 times (1, 2, 4, 8, 16 s), then stays in `error`; 1000 and 4403 are
 * never retried; 4401 refreshes the token first and reconnects at once (not counted, once per
 * open). On open it resubscribes every active stream, then flushes the queued messages. With
 * every heartbeat it reads the URL again: a refreshed token is sent on the open socket (`auth`),
 * so the socket outlives the token it was opened with. Frames are read in inbound.ts, which
 * also tells listeners of seq gaps and of the server's liquidation warnings.
 * WebSocket constructor and clock are injected so tests drive it with fakes.
 */
import { WS_CLOSE } from '../../../protocol/index.ts'
import type { Channel, ClientMessage, StreamMessage } from '../../../protocol/index.ts'
import type { ConnectionState, ConnectionStatus } from '../types.ts'
import type { Clock, SocketCtor, SocketLike } from '../deps.ts'
import { createInbound, type GapListener, type LiquidationListener } from './inbound.ts'
import { tokenOfUrl } from './renewal.ts'
import { createSeqTracker } from './sequence.ts'
import { createSubscriptions, streamKey, subscriptionFrames } from './subscriptions.ts'

export const MAX_RECONNECT_ATTEMPTS = 5
export const RECONNECT_BASE_MS = 1_000
export const HEARTBEAT_MS = 20_000
export const PONG_TIMEOUT_MS = 10_000
const MAX_QUEUE = 256
export const RECONNECT_FAILED = 'Failed to reconnect after multiple attempts'
export const CONNECTION_ERROR = 'Connection error occurred'

export interface SocketDeps {
  WebSocket: SocketCtor
  clock: Clock
  /**
   * The /ws URL with the session's current token, or null when signed out (then nothing is
   * opened). Read again with every heartbeat to pass a refreshed token to the open socket.
   */
  url: () => string | null | Promise<string | null>
  onStream: (msg: StreamMessage) => void
  /** Close code 4401: refresh the token; true when a reconnect makes sense. */
  onUnauthorized?: () => Promise<boolean>
  log?: (message: string, detail?: unknown) => void
}

export interface EngineSocket {
  state(): ConnectionState
  watch(listener: (s: ConnectionState) => void): () => void
  /** Signed in: keep a connection open from now on. */
  connect(): void
  /** Signed out: close with 1000 and stop reconnecting. */
  close(): void
  /** Back online / tab visible: skip the backoff and try now, even after `error`. */
  reconnectNow(): void
  send(msg: ClientMessage): void
  subscribe(channel: Channel, symbols?: readonly string[]): void
  unsubscribe(channel: Channel, symbols?: readonly string[]): void
  /** A stream lost messages (it is resubscribed): its holders should take a fresh snapshot. */
  onGap(listener: GapListener): () => void
  /** The server's `liquidation_warning` messages. */
  onLiquidationWarning(listener: LiquidationListener): () => void
}

export function createSocket(deps: SocketDeps): EngineSocket {
  const { clock } = deps
  const log = deps.log ?? (() => undefined)
  const subs = createSubscriptions()
  const seq = createSeqTracker()
  const listeners = new Set<(s: ConnectionState) => void>()
  let state: ConnectionState = { status: 'disconnected', message: null, attempt: 0 }
  /** Reconnect attempts since the last successful open. */
  let attempt = 0
  let ws: SocketLike | null = null
  let wanted = false
  /** Bumped whenever a socket is abandoned, so its late events are ignored. */
  let generation = 0
  let retryTimer: unknown = null
  let heartbeat: unknown = null
  let pongTimer: unknown = null
  let authRetryUsed = false
  /** The token the open socket was authenticated with last (from its URL, or sent since). */
  let socketToken: string | null = null
  let queue: string[] = []
  const inbound = createInbound({
    subs,
    seq,
    send: (msg) => sendRaw(JSON.stringify(msg)),
    onStream: deps.onStream,
    onPong() {
      if (pongTimer !== null) clock.clearTimeout(pongTimer)
      pongTimer = null
    },
    log,
  })

  function setState(status: ConnectionStatus, message: string | null = null): void {
    if (state.status === status && state.message === message && state.attempt === attempt) return
    state = { status, message, attempt }
    for (const l of listeners) l(state)
  }

  function stopTimers(): void {
    if (retryTimer !== null) clock.clearTimeout(retryTimer)
    if (heartbeat !== null) clock.clearInterval(heartbeat)
    if (pongTimer !== null) clock.clearTimeout(pongTimer)
    retryTimer = heartbeat = pongTimer = null
  }

  /** Detach the current socket; its own close event will not reach onClosed. */
  function abandon(code: number): void {
    generation += 1
    stopTimers()
    const old = ws
    ws = null
    if (old === null) return
    old.onopen = old.onmessage = old.onerror = old.onclose = null
    try {
      old.close(code)
    } catch (err) {
      log('socket close failed', err)
    }
  }

  function sendRaw(frame: string): void {
    if (ws !== null && state.status === 'connected') ws.send(frame)
    else {
      queue.push(frame)
      if (queue.length > MAX_QUEUE) queue.shift()
    }
  }

  function open(): void {
    const gen = ++generation
    setState('connecting')
    Promise.resolve()
      .then(deps.url)
      .then(
        (url) => {
          if (gen !== generation || !wanted) return
          if (url === null) return setState('disconnected')
          let sock: SocketLike
          try {
            sock = new deps.WebSocket(url)
          } catch (err) {
            log('Failed to create connection', err)
            return onClosed(gen, 1006)
          }
          ws = sock
          socketToken = tokenOfUrl(url)
          sock.onopen = () => gen === generation && onOpen()
          sock.onmessage = (ev) => gen === generation && inbound.receive(ev.data)
          sock.onclose = (ev) => onClosed(gen, ev.code)
          // An error is always followed by a close event, which decides what happens next.
          sock.onerror = () => undefined
        },
        (err: unknown) => {
          log('socket url failed', err)
          onClosed(gen, 1006)
        },
      )
  }

  function onOpen(): void {
    attempt = 0
    authRetryUsed = false
    seq.reset()
    setState('connected')
    for (const [channel, symbols] of subs.active()) {
      for (const f of subscriptionFrames('subscribe', channel, symbols)) sendRaw(JSON.stringify(f))
    }
    const pending = queue
    queue = []
    for (const frame of pending) sendRaw(frame)
    heartbeat = clock.setInterval(() => {
      ping()
      renewAuth()
    }, HEARTBEAT_MS)
  }

  /** Sends the session's token on the open socket when it changed (the session refreshed). */
  function renewAuth(): void {
    const gen = generation
    Promise.resolve()
      .then(deps.url)
      .then(
        (url) => {
          if (gen !== generation || ws === null || state.status !== 'connected') return
          const token = url === null ? null : tokenOfUrl(url)
          if (token === null || token === socketToken) return
          socketToken = token
          ws.send(JSON.stringify({ type: 'auth', token } satisfies ClientMessage))
        },
        (err: unknown) => log('socket token renewal failed', err),
      )
  }

  function ping(): void {
    sendRaw(JSON.stringify({ type: 'ping', timestamp: clock.now() } satisfies ClientMessage))
    if (pongTimer !== null) return
    pongTimer = clock.setTimeout(() => {
      pongTimer = null
      // A silent socket (sleeping laptop, dead NAT entry) may never fire close by itself.
      abandon(WS_CLOSE.pongTimeout)
      onClosed(generation, WS_CLOSE.pongTimeout)
    }, PONG_TIMEOUT_MS)
  }

  function onClosed(gen: number, code: number): void {
    if (gen !== generation) return
    ws = null
    stopTimers()
    if (!wanted || code === WS_CLOSE.normal) return setState('disconnected')
    if (code === WS_CLOSE.csrfInvalid) {
      wanted = false
      return setState('error', CONNECTION_ERROR)
    }
    if (code === WS_CLOSE.unauthorized && deps.onUnauthorized && !authRetryUsed) {
      authRetryUsed = true
      setState('connecting')
      deps.onUnauthorized().then(
        (ok) => {
          if (gen !== generation || !wanted) return
          if (ok) open()
          else scheduleRetry()
        },
        () => gen === generation && scheduleRetry(),
      )
      return
    }
    scheduleRetry()
  }

  function scheduleRetry(): void {
    if (attempt >= MAX_RECONNECT_ATTEMPTS) return setState('error', RECONNECT_FAILED)
    const delay = RECONNECT_BASE_MS * 2 ** attempt
    attempt += 1
    setState('connecting')
    retryTimer = clock.setTimeout(() => {
      retryTimer = null
      open()
    }, delay)
  }

  function connect(): void {
    wanted = true
    if (ws !== null || retryTimer !== null || state.status === 'connecting') return
    attempt = 0
    open()
  }

  return {
    state: () => state,
    watch(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    connect,
    close() {
      wanted = false
      abandon(WS_CLOSE.normal)
      queue = []
      attempt = 0
      seq.reset()
      setState('disconnected')
    },
    reconnectNow() {
      if (!wanted || ws !== null) return
      abandon(WS_CLOSE.normal)
      attempt = 0
      open()
    },
    send(msg) {
      sendRaw(JSON.stringify(msg))
      if (ws === null && retryTimer === null && state.status !== 'connecting') connect()
    },
    subscribe(channel, symbols = []) {
      const added = subs.add(channel, symbols)
      if (added.length === 0) return
      // Not connected: the resubscribe on open covers it; queueing would subscribe twice.
      if (ws !== null && state.status === 'connected') {
        for (const f of subscriptionFrames('subscribe', channel, added)) ws.send(JSON.stringify(f))
      } else if (wanted) connect()
    },
    unsubscribe(channel, symbols = []) {
      const removed = subs.remove(channel, symbols)
      for (const s of removed) seq.forget(streamKey(channel, s))
      if (removed.length === 0 || ws === null || state.status !== 'connected') return
      for (const f of subscriptionFrames('unsubscribe', channel, removed))
        ws.send(JSON.stringify(f))
    },
    onGap: inbound.onGap,
    onLiquidationWarning: inbound.onLiquidationWarning,
  }
}
