/**
 * What arrives on the socket, frame by frame: control messages (ping, pong, error), the user's
 * `liquidation_warning` (no stream, no seq), and stream messages, checked against their stream's
 * sequence. A gap resubscribes the stream and is told to its holders, who take a fresh snapshot
 * (a private snapshot on resubscribe may carry nothing at all, e.g. no active orders).
 */
import type { Channel, ClientMessage, StreamMessage } from '../../../protocol/index.ts'
import type { LiquidationWarning } from '../types.ts'
import { parseFrame } from './frames.ts'
import { createListeners } from './listeners.ts'
import type { SeqTracker } from './sequence.ts'
import { streamKey, subscriptionFrames, type Subscriptions } from './subscriptions.ts'

export type GapListener = (channel: Channel, symbol: string) => void
export type LiquidationListener = (warning: LiquidationWarning) => void

export interface InboundDeps {
  subs: Subscriptions
  seq: SeqTracker
  send: (msg: ClientMessage) => void
  onStream: (msg: StreamMessage) => void
  onPong: () => void
  log: (message: string, detail?: unknown) => void
}

export interface Inbound {
  receive: (raw: unknown) => void
  onGap: (listener: GapListener) => () => void
  onLiquidationWarning: (listener: LiquidationListener) => () => void
}

export function createInbound(deps: InboundDeps): Inbound {
  const { subs, seq, send, log } = deps
  const gaps = createListeners<Parameters<GapListener>>((err) => log('gap listener failed', err))
  const warnings = createListeners<Parameters<LiquidationListener>>((err) =>
    log('liquidation listener failed', err),
  )

  function receive(raw: unknown): void {
    const msg = parseFrame(raw)
    if (msg === null) return log('invalid socket frame', raw)
    if ('type' in msg) {
      if (msg.type === 'ping') send({ type: 'pong', timestamp: msg.timestamp })
      else if (msg.type === 'pong') deps.onPong()
      else if (msg.type === 'error') log('server socket error', msg.data.message)
      else if (msg.type === 'liquidation_warning') warnings.emit(msg.data)
      // auth_success: the socket simply lives on; a refused token arrives as a 4401 close.
      return
    }
    const symbol = 'symbol' in msg ? msg.symbol : ''
    // A late message for a stream nobody watches any more.
    if (!subs.has(msg.channel, symbol)) return
    const verdict = seq.accept(streamKey(msg.channel, symbol), msg.seq)
    if (verdict === 'gap') {
      for (const type of ['unsubscribe', 'subscribe'] as const) {
        for (const f of subscriptionFrames(type, msg.channel, [symbol])) send(f)
      }
      gaps.emit(msg.channel, symbol)
    }
    if (verdict === 'ok') deps.onStream(msg)
  }

  return { receive, onGap: gaps.add, onLiquidationWarning: warnings.add }
}
