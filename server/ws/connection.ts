import type { WebSocket, RawData } from 'ws'
import {
  clientMessage,
  MAX_CLIENT_FRAME_BYTES,
  WS_CLOSE,
  type Channel,
  type ClientMessage,
} from '../../protocol/index.ts'
import type { WsOptions } from './options.ts'
import { isPublic, streamKey } from './streams.ts'

/** What a connection needs from the hub; kept narrow so the two do not know each other's insides. */
export interface StreamSource {
  hasSymbol(symbol: string): boolean
  subscribe(conn: WsConnection, key: string): void
  unsubscribe(conn: WsConnection, key: string): void
  /** Sends the seq-1 snapshot of a freshly (re)subscribed stream. */
  snapshot(conn: WsConnection, channel: Channel, symbol: string | undefined): void
  remove(conn: WsConnection): void
}

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

/** One client socket: its streams with their sequence numbers, its message budget, its heartbeat. */
export class WsConnection {
  /** stream key → last seq sent on it */
  readonly streams = new Map<string, number>()
  lastSeen = Date.now()
  lastPing = Date.now()
  private windowStart = Date.now()
  private windowCount = 0

  constructor(
    readonly socket: WebSocket,
    readonly userId: string,
    private readonly source: StreamSource,
    private readonly opts: WsOptions,
  ) {
    socket.on('message', (data, isBinary) => this.onFrame(data, isBinary))
    socket.on('close', () => source.remove(this))
    socket.on('error', () => socket.terminate())
  }

  get open(): boolean {
    return this.socket.readyState === this.socket.OPEN
  }

  get congested(): boolean {
    return this.socket.bufferedAmount > this.opts.maxBufferedBytes
  }

  send(message: object): void {
    if (this.open) this.socket.send(JSON.stringify(message))
  }

  /** Sends on a stream with its next seq; nothing when the stream is not subscribed. */
  sendStream(key: string, message: Record<string, unknown>): void {
    const last = this.streams.get(key)
    if (last === undefined || !this.open) return
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

  private onFrame(data: RawData, isBinary: boolean): void {
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
    }
  }

  private changeSubscription(
    msg: Extract<ClientMessage, { type: 'subscribe' | 'unsubscribe' }>,
  ): void {
    const subscribing = msg.type === 'subscribe'
    const reply = subscribing ? 'subscribed' : 'unsubscribed'
    if (!isPublic(msg.channel)) {
      const key = streamKey(msg.channel)
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
