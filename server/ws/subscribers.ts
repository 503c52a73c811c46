import type { WsConnection } from './connection.ts'

/** One stream someone listens to: a public channel's symbol, or a private channel (no symbol). */
export interface StreamCount {
  channel: string
  symbol: string | null
  sockets: number
}

/**
 * Who listens to which stream, by stream key (protocol `streamKey`: `channel` or
 * `channel:symbol`). A stream nobody listens to any more is dropped, so every entry has a socket.
 */
export class Subscribers implements Iterable<[string, ReadonlySet<WsConnection>]> {
  private readonly byKey = new Map<string, Set<WsConnection>>()

  add(key: string, conn: WsConnection): void {
    let set = this.byKey.get(key)
    if (!set) this.byKey.set(key, (set = new Set()))
    set.add(conn)
  }

  delete(key: string, conn: WsConnection): void {
    const set = this.byKey.get(key)
    set?.delete(conn)
    if (set?.size === 0) this.byKey.delete(key)
  }

  get(key: string): ReadonlySet<WsConnection> | undefined {
    return this.byKey.get(key)
  }

  [Symbol.iterator](): Iterator<[string, ReadonlySet<WsConnection>]> {
    return this.byKey.entries()
  }

  /** Sockets per stream, by channel then symbol. */
  counts(): StreamCount[] {
    const streams = [...this.byKey].map(([key, conns]): StreamCount => {
      // Channel names have no colon, so the first one separates the symbol (see streamKey).
      const colon = key.indexOf(':')
      return colon < 0
        ? { channel: key, symbol: null, sockets: conns.size }
        : { channel: key.slice(0, colon), symbol: key.slice(colon + 1), sockets: conns.size }
    })
    return streams.sort(
      (a, b) =>
        a.channel.localeCompare(b.channel) || (a.symbol ?? '').localeCompare(b.symbol ?? ''),
    )
  }
}
