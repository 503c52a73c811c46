import type { FastifyBaseLogger } from 'fastify'
import type { WebSocket } from 'ws'
import {
  streamKey,
  WS_CLOSE,
  type Channel,
  type ChannelData,
  type PrivateChannel,
  type ServerMessage,
} from '../../protocol/index.ts'
import type { AppContext } from '../context.ts'
import { tokenBucket } from '../http/rate-limit.ts'
import type { LiquidationWarningData } from '../perps/risk-monitor.ts'
import type { Publisher } from '../trading/service.ts'
import { WsConnection, type StreamSource } from './connection.ts'
import type { WsOptions } from './options.ts'
import {
  checkLiquidationWarning,
  checkStreamData,
  unlessMismatch,
  type StreamSend,
} from './outgoing.ts'
import { pushBooks, pushOptionTops, pushTick } from './market-pushes.ts'
import { optionTops } from '../options/chain.ts'
import { portfolioSnapshot } from './portfolio-stream.ts'
import { closeEndedSessions, renewSocketAuth, type SocketAuth } from './socket-auth.ts'
import { StreamFrame } from './stream-frame.ts'
import { Subscribers, type StreamCount } from './subscribers.ts'
import { hasTradingSnapshot, sendTradingSnapshot } from './trading-snapshot.ts'

/** All open sockets, who listens to which stream, and the timers that feed them. */
export class WsHub implements StreamSource, Publisher {
  private readonly connections = new Set<WsConnection>()
  private readonly subscribers = new Subscribers()
  private readonly timers: NodeJS.Timeout[] = []
  private stopTicks: (() => void) | undefined
  private stopSessionEvents: (() => void) | undefined
  private checkingSessions = false
  /**
   * Private snapshots read the database; one user's burst of subscribes (over any number of
   * sockets) must not slow everyone else, so they draw from a per-user bucket.
   */
  private readonly snapshotBudget: ReturnType<typeof tokenBucket>

  constructor(
    private readonly ctx: AppContext,
    private readonly opts: WsOptions,
  ) {
    this.snapshotBudget = tokenBucket({
      capacity: opts.snapshotCapacity,
      refillMs: (opts.snapshotCapacity / opts.snapshotRefillPerSec) * 1000,
    })
  }

  start(): void {
    this.stopTicks = this.ctx.market.onTick((price, trades) =>
      pushTick(this.subscribers, price, trades),
    )
    this.stopSessionEvents = this.ctx.sessionEvents.onEnded((sid) => this.endSession(sid))
    const every = (ms: number, fn: () => void) => {
      const t = setInterval(fn, ms)
      t.unref()
      this.timers.push(t)
    }
    every(this.opts.bookIntervalMs, () => pushBooks(this.subscribers, this.ctx.market))
    every(this.opts.optionsIntervalMs, () =>
      pushOptionTops(this.subscribers, this.ctx.options, this.ctx.market),
    )
    every(this.opts.portfolioIntervalMs, () => void this.pushPortfolios())
    every(Math.min(5_000, this.opts.pingIntervalMs), () => this.heartbeat())
    every(this.opts.sessionCheckIntervalMs, () => void this.checkSessions())
    every(this.opts.drainCheckMs, () => this.checkBackpressure())
  }

  /** Adopts a verified socket, or closes it when the user already has too many. */
  accept(
    socket: WebSocket,
    auth: SocketAuth,
    log?: Pick<FastifyBaseLogger, 'warn'>,
  ): WsConnection | undefined {
    if (this.socketsOf(auth.userId) >= this.opts.maxSocketsPerUser) {
      socket.close(WS_CLOSE.tooMany, 'Too many connections')
      return undefined
    }
    const conn = new WsConnection(socket, auth, this, this.opts, log)
    this.connections.add(conn)
    return conn
  }

  hasSymbol(symbol: string): boolean {
    return this.ctx.market.hasSymbol(symbol)
  }

  subscribe(conn: WsConnection, key: string): void {
    // A repeated subscribe restarts the stream at seq 1: it is how a client asks for a fresh snapshot.
    conn.streams.set(key, 0)
    this.subscribers.add(key, conn)
  }

  unsubscribe(conn: WsConnection, key: string): void {
    conn.streams.delete(key)
    this.subscribers.delete(key, conn)
  }

  remove(conn: WsConnection): void {
    for (const key of [...conn.streams.keys()]) this.unsubscribe(conn, key)
    this.connections.delete(conn)
  }

  snapshot(conn: WsConnection, channel: Channel, symbol: string | undefined): void {
    const key = streamKey(channel, symbol)
    if (symbol !== undefined) {
      // Prices and books are superseded by the next ones: on a congested socket the snapshot
      // waits as the stream's latest value (still seq 1 when it goes).
      if (channel === 'market') {
        const data = this.ctx.market.price(symbol)
        if (data) conn.sendLatest(key, { channel, symbol, data })
      } else if (channel === 'orderbook') {
        const data = this.ctx.market.orderBook(symbol)
        if (data) conn.sendLatest(key, { channel, symbol, data })
      } else if (channel === 'trades') {
        conn.sendStream(key, { channel, symbol, data: this.ctx.market.recentTrades(symbol) ?? [] })
      } else if (channel === 'options') {
        const data = optionTops(this.ctx.options, this.ctx.market.exchange(), symbol, Date.now())
        conn.sendLatest(key, { channel, symbol, data })
      }
      return
    }
    if (channel === 'portfolio') {
      void portfolioSnapshot(this.ctx, conn.userId)
        .then((data) => conn.sendStream(key, { channel, data }))
        .catch(unlessMismatch(() => conn.error('Portfolio unavailable')))
    } else if (hasTradingSnapshot(channel)) {
      sendTradingSnapshot(this.ctx, conn, channel)
    }
  }

  snapshotWait(conn: WsConnection, channel: Channel): number {
    const readsDb = channel === 'portfolio' || hasTradingSnapshot(channel)
    return readsDb ? this.snapshotBudget.take(conn.userId) : 0
  }

  reauthenticate(conn: WsConnection, token: string): void {
    renewSocketAuth(this.ctx, conn, token)
  }

  /** A session ended in this process (logout, reuse detection): its sockets close now. */
  endSession(sessionId: string): void {
    for (const c of this.connections)
      if (c.sessionId === sessionId) c.close(WS_CLOSE.unauthorized, 'Session ended')
  }

  /** The safety net for what this process was not told: logouts elsewhere, deleted users. */
  private async checkSessions(): Promise<void> {
    if (this.checkingSessions || this.connections.size === 0) return
    this.checkingSessions = true
    try {
      await closeEndedSessions(this.ctx, [...this.connections])
    } catch {
      // The database is unreachable: the next round tries again; sockets stay as they are.
    } finally {
      this.checkingSessions = false
    }
  }

  /** A message outside any stream (no seq) to every open socket of the user. */
  sendToUser(userId: string, message: ServerMessage): void {
    for (const c of this.connections) if (c.userId === userId) c.send(message)
  }

  warnLiquidation(userId: string, data: LiquidationWarningData): void {
    if (this.opts.checkPushes) checkLiquidationWarning(data)
    this.sendToUser(userId, { type: 'liquidation_warning', data })
  }

  /**
   * A private push to every socket of `userId` subscribed to `channel`, with that socket's next
   * seq on the stream. Never skipped under backpressure: unlike prices, these are not superseded;
   * a socket that cannot take them is closed instead (SocketSender).
   */
  publish<C extends PrivateChannel>(userId: string, channel: C, data: ChannelData<C>): void {
    // Checked here too, so that a bad push fails even when nobody is subscribed.
    if (this.opts.checkPushes) checkStreamData(channel, data)
    const key = streamKey(channel)
    // The map's types tie `data` to `channel`; TypeScript cannot see that through the generic.
    const frame = new StreamFrame({ channel, data } as StreamSend)
    for (const conn of this.subscribers.get(key) ?? [])
      if (conn.userId === userId) conn.sendStream(key, frame)
  }

  /** Pushes the user's portfolio summary now (after fills), besides the periodic one. */
  portfolioChanged(userId: string): void {
    const conns = [...(this.subscribers.get('portfolio') ?? [])].filter((c) => c.userId === userId)
    if (conns.length === 0) return
    void portfolioSnapshot(this.ctx, userId)
      .then((data) => {
        const frame = new StreamFrame({ channel: 'portfolio', data })
        for (const c of conns) c.sendStream('portfolio', frame)
      })
      .catch(unlessMismatch(() => undefined))
  }

  private async pushPortfolios(): Promise<void> {
    const conns = this.subscribers.get('portfolio')
    if (!conns) return
    const byUser = new Map<string, WsConnection[]>()
    for (const c of conns) byUser.set(c.userId, [...(byUser.get(c.userId) ?? []), c])
    for (const [userId, list] of byUser) {
      const data = await portfolioSnapshot(this.ctx, userId).catch(() => undefined)
      if (data === undefined) continue
      // The periodic valuation is superseded by the next one: conflated on a congested socket.
      const frame = new StreamFrame({ channel: 'portfolio', data })
      for (const c of list) c.sendLatest('portfolio', frame)
    }
  }

  private checkBackpressure(): void {
    const now = Date.now()
    for (const conn of this.connections) if (conn.backlogged) conn.checkBackpressure(now)
  }

  private heartbeat(): void {
    const now = Date.now()
    for (const conn of this.connections) {
      if (now - conn.lastSeen > this.opts.idleTimeoutMs) {
        conn.close(WS_CLOSE.pongTimeout, 'Ping timeout')
      } else if (now - conn.lastPing >= this.opts.pingIntervalMs) {
        conn.lastPing = now
        conn.send({ type: 'ping', timestamp: now })
      }
    }
  }

  socketsOf(userId: string): number {
    let n = 0
    for (const c of this.connections) if (c.userId === userId) n++
    return n
  }

  /** Open sockets per user id. */
  counts(): Map<string, number> {
    const counts = new Map<string, number>()
    for (const c of this.connections) counts.set(c.userId, (counts.get(c.userId) ?? 0) + 1)
    return counts
  }

  /** Open sockets per stream (admin connections), by channel then symbol. */
  streams(): StreamCount[] {
    return this.subscribers.counts()
  }

  close(): void {
    this.stopTicks?.()
    this.stopSessionEvents?.()
    for (const t of this.timers) clearInterval(t)
    this.timers.length = 0
    for (const c of this.connections) c.close(1001, 'Server shutting down')
  }
}
