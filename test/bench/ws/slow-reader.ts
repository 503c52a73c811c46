import type { Socket } from 'node:net'
import WebSocket from 'ws'

/** About 0.5 MB/s of trades snapshots on top of the streams: the limits are reached in ~20 s. */
export const SNAPSHOT_EVERY_MS = 700

export interface SlowReader {
  /** When it stopped reading (epoch ms). */
  pausedAt: number
  /** Starts reading again: what the server queued, then its close frame, if it sent one. */
  resume(): void
  /** Resolves with the close the client finally read (after `resume`). */
  closed: Promise<{ code: number; reason: string }>
  stop(): void
}

/**
 * A socket that never reads: its TCP socket is paused, so the kernel buffers fill and then the
 * server's queue for it grows. It subscribes to every stream of every symbol (market, order
 * book, trades), pings every 5 s so it is never closed for silence, and asks for a fresh trades
 * snapshot of all symbols every SNAPSHOT_EVERY_MS (a client stuck resyncing), so that it reaches
 * the server's limits within the bench rather than after minutes of filling kernel buffers.
 */
export async function openSlowReader(
  wsUrl: string,
  token: string,
  symbols: readonly string[],
): Promise<SlowReader> {
  const ws = new WebSocket(`${wsUrl}?token=${encodeURIComponent(token)}`)
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  )
  await new Promise<void>((resolve, reject) => {
    ws.once('open', resolve)
    ws.once('error', reject)
  })
  ws.on('error', () => undefined)
  const subscribe = (channel: string) =>
    ws.send(JSON.stringify({ type: 'subscribe', channel, symbols }))
  // `ws` keeps its TCP socket private; pausing it is how a client stops reading.
  const tcp = (ws as unknown as { _socket: Socket })._socket
  tcp.pause()
  const pausedAt = Date.now()
  for (const channel of ['market', 'orderbook', 'trades']) subscribe(channel)
  const timers = [
    setInterval(() => subscribe('trades'), SNAPSHOT_EVERY_MS),
    setInterval(() => ws.send(JSON.stringify({ type: 'ping', timestamp: Date.now() })), 5000),
  ]
  const stopTimers = () => timers.forEach(clearInterval)
  ws.once('close', stopTimers)
  return {
    pausedAt,
    closed,
    resume: () => {
      stopTimers()
      tcp.resume()
    },
    stop: () => {
      stopTimers()
      ws.terminate()
    },
  }
}
