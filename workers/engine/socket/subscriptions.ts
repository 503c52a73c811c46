/**
 * Reference counts of socket streams across all tabs: the server sees one subscribe per
 * (channel, symbol) however many tabs watch it, and one unsubscribe when the last one leaves.
 * Private channels have no symbol; they use the empty string.
 */
import type { Channel, ClientMessage } from '../../../protocol/index.ts'
import { MAX_SYMBOLS_PER_SUBSCRIBE, publicChannel } from '../../../protocol/index.ts'

export const streamKey = (channel: Channel, symbol: string): string => `${channel}\u0000${symbol}`

export interface Subscriptions {
  /** Adds one watcher per symbol; answers the symbols that went from 0 to 1. */
  add(channel: Channel, symbols: readonly string[]): string[]
  /** Removes one watcher per symbol; answers the symbols that went from 1 to 0. */
  remove(channel: Channel, symbols: readonly string[]): string[]
  has(channel: Channel, symbol: string): boolean
  /** Every active stream grouped by channel, for resubscribing a new socket. */
  active(): Map<Channel, string[]>
}

export function createSubscriptions(): Subscriptions {
  const counts = new Map<Channel, Map<string, number>>()
  const norm = (channel: Channel, symbols: readonly string[]) =>
    isPublic(channel) ? [...new Set(symbols)] : ['']

  return {
    add(channel, symbols) {
      const byChannel = counts.get(channel) ?? new Map<string, number>()
      counts.set(channel, byChannel)
      const added: string[] = []
      for (const s of norm(channel, symbols)) {
        const n = byChannel.get(s) ?? 0
        byChannel.set(s, n + 1)
        if (n === 0) added.push(s)
      }
      return added
    },
    remove(channel, symbols) {
      const byChannel = counts.get(channel)
      if (!byChannel) return []
      const removed: string[] = []
      for (const s of norm(channel, symbols)) {
        const n = byChannel.get(s) ?? 0
        if (n <= 1) {
          if (n === 1) removed.push(s)
          byChannel.delete(s)
        } else byChannel.set(s, n - 1)
      }
      return removed
    },
    has: (channel, symbol) => (counts.get(channel)?.get(symbol) ?? 0) > 0,
    active() {
      const out = new Map<Channel, string[]>()
      for (const [channel, byChannel] of counts) {
        if (byChannel.size > 0) out.set(channel, [...byChannel.keys()])
      }
      return out
    },
  }
}

export function isPublic(channel: Channel): boolean {
  return publicChannel.safeParse(channel).success
}

/** Subscribe / unsubscribe frames, split to respect the server's per-frame symbol limit. */
export function subscriptionFrames(
  type: 'subscribe' | 'unsubscribe',
  channel: Channel,
  symbols: readonly string[],
): ClientMessage[] {
  if (!isPublic(channel)) return [{ type, channel }]
  const frames: ClientMessage[] = []
  for (let i = 0; i < symbols.length; i += MAX_SYMBOLS_PER_SUBSCRIBE) {
    frames.push({ type, channel, symbols: symbols.slice(i, i + MAX_SYMBOLS_PER_SUBSCRIBE) })
  }
  return frames
}
