import type { WebSocket, RawData } from 'ws'
import {
  clientMessage,
  isPublicChannel,
  MAX_CLIENT_FRAME_BYTES,
  streamKey,
  WS_CLOSE,
  type Channel,
  type ClientMessage,
  type ServerMessage,
} from '../../protocol/index.ts'
import type { WsOptions } from './options.ts'
import { checkStreamData, type StreamSend } from './outgoing.ts'
import type { SocketAuth } from './socket-auth.ts'

/** What a connection needs from the hub; kept narrow so the two do not know each other's insides. */
export interface StreamSource {
  hasSymbol(symbol: string): boolean
  subscribe(conn: WsConnection, key: string): void
  unsubscribe(conn: WsConnection, key: string): void
  /** Sends the seq-1 snapshot of a freshly (re)subscribed stream. */
  snapshot(conn: WsConnection, channel: Channel, symbol: string | undefined): void
  /** 0 when subscribing to `channel` may run its snapshot now, else whole seconds to wait. */
  snapshotWait(conn: WsConnection, channel: Channel): number
  /** Checks a fresh token sent on the socket; renews or closes the connection. */
  reauthenticate(conn: WsConnection, token: string): void
  remove(conn: WsConnection): void
}

// setTimeout's longest delay (about 24.8 days); a later expiry is re-armed when it fires.
const MAX_TIMER_MS = 2 ** 31 - 1

const byteLength = (data: RawData): number =>
  Array.isArray(data)
    ? data.reduce((n, b) => n + b.length, 0)
    : data instanceof ArrayBuffer
      ? data.byteLength
      : data.length

const asText = (data: RawData): string =>
  Array.isArray(data)
    ? Buffer.concat(data).toString('utf8')
    : Buffer.from(data as ArrayBuffer).toString('utf8')

/**
 * One client socket: whom it speaks for and until when, its streams with their sequence
 * numbers, its message budget, its heartbeat.
 */
export class WsConnection {
  /** stream key → last seq sent on it */
  readonly streams = new Map<string, number>()
  readonly userId: string
  lastSeen = Date.now()
  lastPing = Date.now()
  private windowStart = Date.now()
  private windowCount = 0
  private auth: SocketAuth
  private expiryTimer: NodeJS.Timeout | undefined

  constructor(
    readonly socket: WebSocket,
    auth: SocketAuth,
    private readonly source: StreamSource,
    private readonly opts: WsOptions,
  ) {
    this.userId = auth.userId
    this.auth = auth
    this.armExpiry()
    socket.on('message', (data, isBinary) => this.receive(data, isBinary))
    socket.on('close', () => {
      clearTimeout(this.expiryTimer)
      source.remove(this)
    })
    socket.on('error', () => socket.terminate())
  }

  get open(): boolean {
    return this.socket.readyState === this.socket.OPEN
  }

  get sessionId(): string {
    return this.auth.sessionId
  }

  /** A fresh token of the same user was verified: the socket lives until its expiry. */
  renew(auth: SocketAuth): void {
    this.auth = auth
    this.armExpiry()
  }

  private armExpiry(): void {
    clearTimeout(this.expiryTimer)
    const delay = Math.max(0, Math.min(this.auth.expiresAt - Date.now(), MAX_TIMER_MS))
    this.expiryTimer = setTimeout(() => {
      if (Date.now() >= this.auth.expiresAt) this.close(WS_CLOSE.unauthorized, 'Token expired')
      else this.armExpiry()
    }, delay)
    this.expiryTimer.unref()
  }

  get congested(): boolean {
    return this.socket.bufferedAmount > this.opts.maxBufferedBytes
  }

  /** Nothing goes out past the token's expiry, even if the expiry timer runs late. */
  send(message: ServerMessage): void {
    if (this.open && Date.now() < this.auth.expiresAt) this.socket.send(JSON.stringify(message))
  }

  /** Sends on a stream with its next seq; nothing when the stream is not subscribed. */
  sendStream(key: string, message: StreamSend): void {
    const last = this.streams.get(key)
    if (last === undefined || !this.open) return
    if (this.opts.checkPushes) checkStreamData(message.channel, message.data)
    this.streams.set(key, last + 1)
    this.send({ ...message, seq: last + 1 })
  }

  error(message: string): void {
    this.send({ type: 'error', data: { message } })
  }

  close(code: number, reason: string): void {
    if (
      this.socket.readyState === this.socket.OPEN ||
      this.socket.readyState === this.socket.CONNECTING
    ) {
      this.socket.close(code, reason)
    }
  }

  private overBudget(): boolean {
    const now = Date.now()
    if (now - this.windowStart >= 1000) {
      this.windowStart = now
      this.windowCount = 0
    }
    return ++this.windowCount > this.opts.maxMessagesPerSecond
  }

  /** A frame from the client (also those held while the socket's token was being checked). */
  receive(data: RawData, isBinary: boolean): void {
    this.lastSeen = Date.now()
    if (this.overBudget()) {
      this.error('Too many messages')
      this.close(WS_CLOSE.tooMany, 'Too many messages')
      return
    }
    if (isBinary) return this.error('Binary frames are not supported')
    if (byteLength(data) > MAX_CLIENT_FRAME_BYTES)
      return this.error(`Message too large (max ${MAX_CLIENT_FRAME_BYTES} bytes)`)
    let json: unknown
    try {
      json = JSON.parse(asText(data))
    } catch {
      return this.error('Invalid JSON')
    }
    const parsed = clientMessage.safeParse(json)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''
      return this.error(`Invalid message: ${where}${issue?.message ?? 'unknown'}`)
    }
    this.handle(parsed.data)
  }

  private handle(msg: ClientMessage): void {
    switch (msg.type) {
      case 'ping':
        return this.send({ type: 'pong', timestamp: msg.timestamp })
      case 'pong':
        return
      case 'subscribe':
      case 'unsubscribe':
        return this.changeSubscription(msg)
      case 'auth':
        return this.source.reauthenticate(this, msg.token)
    }
  }

  private changeSubscription(
    msg: Extract<ClientMessage, { type: 'subscribe' | 'unsubscribe' }>,
  ): void {
    const subscribing = msg.type === 'subscribe'
    const reply = subscribing ? 'subscribed' : 'unsubscribed'
    if (!isPublicChannel(msg.channel)) {
      const key = streamKey(msg.channel)
      const wait = subscribing ? this.source.snapshotWait(this, msg.channel) : 0
      if (wait > 0) return this.error(`Too many subscriptions: try again in ${wait} s`)
      if (subscribing) this.source.subscribe(this, key)
      else this.source.unsubscribe(this, key)
      this.send({ type: reply, channel: msg.channel, symbols: [] })
      if (subscribing) this.source.snapshot(this, msg.channel, undefined)
      return
    }
    const requested = [
      ...new Set(
        [...(msg.symbol ? [msg.symbol] : []), ...(msg.symbols ?? [])].map((s) => s.toUpperCase()),
      ),
    ]
    if (requested.length === 0)
      return this.error(`${msg.type} ${msg.channel}: symbol or symbols required`)
    const unknown = requested.filter((s) => !this.source.hasSymbol(s))
    if (unknown.length > 0) this.error(`Unknown symbol: ${unknown.join(', ')}`)
    const known = requested.filter((s) => this.source.hasSymbol(s))
    if (known.length === 0) return
    for (const s of known) {
      const key = streamKey(msg.channel, s)
      if (subscribing) this.source.subscribe(this, key)
      else this.source.unsubscribe(this, key)
    }
    this.send({ type: reply, channel: msg.channel, symbols: known })
    if (subscribing) for (const s of known) this.source.snapshot(this, msg.channel, s)
  }
}
