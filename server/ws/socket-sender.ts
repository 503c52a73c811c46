import type { Socket } from 'node:net'
import type { WebSocket } from 'ws'
import type { WsOptions } from './options.ts'
import type { StreamFrame } from './stream-frame.ts'

type Limits = Pick<
  WsOptions,
  'maxBufferedBytes' | 'maxBufferedHardBytes' | 'maxCongestedMs' | 'checkPushes'
>

/**
 * What goes out on one socket, with its streams' seqs, under backpressure. Above
 * `maxBufferedBytes` queued the socket is congested, and nothing is queued without bound:
 * superseding data (prices, books, valuations) waits as the latest value per stream and goes out
 * when the socket drains; trade prints are skipped with their seq consumed, so the client sees a
 * gap and takes a fresh snapshot; everything else (private pushes, snapshots, acks) is sent, and
 * a socket whose queue passes `maxBufferedHardBytes`, or that stays congested longer than
 * `maxCongestedMs`, is ended by `tooSlow` (1013: the client reconnects and takes fresh
 * snapshots). So nothing is lost silently: it is sent, or superseded, or seen as a gap, or the
 * socket closes.
 */
export class SocketSender {
  /** stream key → last seq sent on it (0: subscribed, snapshot not sent yet) */
  readonly streams = new Map<string, number>()
  /** The latest superseding value per stream held back while congested, not yet numbered. */
  private readonly held = new Map<string, StreamFrame>()
  private congestedSince: number | undefined
  private corked = false

  constructor(
    private readonly socket: WebSocket,
    private readonly limits: Limits,
    /** False once the socket is closing or its token has expired: nothing more goes out. */
    private readonly canSend: () => boolean,
    private readonly tooSlow: (reason: string) => void,
  ) {}

  /** A message outside any stream (acks, errors, pings). */
  write(text: string): void {
    if (!this.canSend()) return
    this.socket.send(text)
    this.afterWrite()
  }

  /** The stream's next message, whatever the backpressure: private pushes and snapshots. */
  send(key: string, frame: StreamFrame): void {
    // Whatever goes now on the stream is newer than what was held back for it.
    this.held.delete(key)
    this.stamp(key, frame)
  }

  /** A value that the next one supersedes: while congested, only the latest waits for the drain. */
  sendLatest(key: string, frame: StreamFrame): void {
    if (!this.streams.has(key) || !this.canSend()) return
    this.corkForTurn()
    if (this.congested(Date.now())) this.held.set(key, frame)
    else this.send(key, frame)
  }

  /** A message that later ones do not supersede: while congested its seq is consumed unsent. */
  sendPrint(key: string, frame: StreamFrame): void {
    const last = this.streams.get(key)
    if (last === undefined || !this.canSend()) return
    this.corkForTurn()
    if (this.congested(Date.now())) this.streams.set(key, last + 1)
    else this.stamp(key, frame)
  }

  /** True while there is something for `check` to do. */
  get backlogged(): boolean {
    return this.congestedSince !== undefined || this.held.size > 0
  }

  /** Run periodically: a drained socket gets what was held back, a stuck one is ended. */
  check(now: number): void {
    if (!this.canSend()) return this.forget()
    if (this.socket.bufferedAmount > this.limits.maxBufferedHardBytes)
      return this.giveUp('Too slow: send buffer full')
    if (this.congested(now)) {
      if (now - (this.congestedSince ?? now) > this.limits.maxCongestedMs)
        this.giveUp('Too slow: congested too long')
      return
    }
    for (const [key, frame] of this.held) {
      if (this.congested(now)) return
      this.held.delete(key)
      this.stamp(key, frame)
    }
  }

  /**
   * A market fan-out (one tick, one book round) may give a socket several messages in one turn:
   * corked until the turn ends, they leave in one write instead of one system call each. `ws`
   * keeps its TCP socket private, hence the cast; without one, nothing is corked.
   */
  private corkForTurn(): void {
    if (this.corked) return
    const tcp = (this.socket as unknown as { _socket?: Socket })._socket
    if (!tcp) return
    this.corked = true
    tcp.cork()
    process.nextTick(() => {
      this.corked = false
      tcp.uncork()
    })
  }

  private stamp(key: string, frame: StreamFrame): void {
    const last = this.streams.get(key)
    if (last === undefined || !this.canSend()) return
    if (this.limits.checkPushes) frame.check()
    this.streams.set(key, last + 1)
    this.socket.send(frame.text(last + 1))
    this.afterWrite()
  }

  private afterWrite(): void {
    if (this.socket.bufferedAmount > this.limits.maxBufferedHardBytes)
      this.giveUp('Too slow: send buffer full')
    else this.congested(Date.now())
  }

  private congested(now: number): boolean {
    if (this.socket.bufferedAmount > this.limits.maxBufferedBytes) {
      this.congestedSince ??= now
      return true
    }
    this.congestedSince = undefined
    return false
  }

  private forget(): void {
    this.held.clear()
    this.congestedSince = undefined
  }

  private giveUp(reason: string): void {
    this.forget()
    this.tooSlow(reason)
  }
}
