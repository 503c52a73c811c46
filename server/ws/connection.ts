import type { FastifyBaseLogger } from 'fastify'
import type { WebSocket, RawData } from 'ws'
import {
  WS_CLOSE,
  type Channel,
  type ClientMessage,
  type ServerMessage,
} from '../../protocol/index.ts'
import { parseClientFrame } from './client-frame.ts'
import type { WsOptions } from './options.ts'
import { SocketSender } from './socket-sender.ts'
import type { StreamSend } from './outgoing.ts'
import type { SocketAuth } from './socket-auth.ts'
import { StreamFrame } from './stream-frame.ts'
import { changeSubscription } from './subscription-change.ts'

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

const frameOf = (message: StreamSend | StreamFrame): StreamFrame =>
  message instanceof StreamFrame ? message : new StreamFrame(message)

/**
 * One client socket: whom it speaks for and until when, its streams with their sequence
 * numbers (kept by its sender, which also meets backpressure), its message budget, its heartbeat.
 */
export class WsConnection {
  readonly userId: string
  lastSeen = Date.now()
  lastPing = Date.now()
  private windowStart = Date.now()
  private windowCount = 0
  private auth: SocketAuth
  private expiryTimer: NodeJS.Timeout | undefined
  private readonly sender: SocketSender

  constructor(
    readonly socket: WebSocket,
    auth: SocketAuth,
    private readonly source: StreamSource,
    private readonly opts: WsOptions,
    log?: Pick<FastifyBaseLogger, 'warn'>,
  ) {
    this.userId = auth.userId
    this.auth = auth
    this.sender = new SocketSender(
      socket,
      opts,
      () => this.open && Date.now() < this.auth.expiresAt,
      (reason) => {
        log?.warn({ userId: this.userId, buffered: socket.bufferedAmount, reason }, 'slow socket')
        this.close(WS_CLOSE.tryAgainLater, reason)
      },
    )
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

  /** stream key → last seq sent on it (0: subscribed, snapshot not sent yet) */
  get streams(): Map<string, number> {
    return this.sender.streams
  }

  /** Nothing goes out past the token's expiry, even if the expiry timer runs late. */
  send(message: ServerMessage): void {
    this.sender.write(JSON.stringify(message))
  }

  /**
   * Sends on a stream with its next seq, even on a congested socket (private pushes,
   * snapshots); nothing when the stream is not subscribed.
   */
  sendStream(key: string, message: StreamSend | StreamFrame): void {
    this.sender.send(key, frameOf(message))
  }

  /** A value the next one supersedes (prices, books, valuations): conflated while congested. */
  sendLatest(key: string, message: StreamSend | StreamFrame): void {
    this.sender.sendLatest(key, frameOf(message))
  }

  /** A trade print: skipped while congested, leaving a seq gap so the client resyncs. */
  sendPrint(key: string, message: StreamSend | StreamFrame): void {
    this.sender.sendPrint(key, frameOf(message))
  }

  /** Whether the periodic backpressure check has anything to do for this socket. */
  get backlogged(): boolean {
    return this.sender.backlogged
  }

  /** Sends what was held back once drained; closes with 1013 a socket that cannot keep up. */
  checkBackpressure(now: number): void {
    this.sender.check(now)
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
    const parsed = parseClientFrame(data, isBinary)
    if (!parsed.ok) return this.error(parsed.error)
    this.handle(parsed.message)
  }

  private handle(msg: ClientMessage): void {
    switch (msg.type) {
      case 'ping':
        return this.send({ type: 'pong', timestamp: msg.timestamp })
      case 'pong':
        return
      case 'subscribe':
      case 'unsubscribe':
        return changeSubscription(this, this.source, msg)
      case 'auth':
        return this.source.reauthenticate(this, msg.token)
    }
  }
}
