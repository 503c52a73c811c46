import { isPublicChannel, streamKey, type ClientMessage } from '../../protocol/index.ts'
import type { StreamSource, WsConnection } from './connection.ts'

/**
 * A subscribe or unsubscribe from the client: a private channel at once (a snapshot that reads
 * the database draws from the user's budget), a public one per known symbol (unknown ones are
 * named in an error); the acknowledgement first, then each new stream's seq-1 snapshot.
 */
export function changeSubscription(
  conn: WsConnection,
  source: StreamSource,
  msg: Extract<ClientMessage, { type: 'subscribe' | 'unsubscribe' }>,
): void {
  const subscribing = msg.type === 'subscribe'
  const reply = subscribing ? 'subscribed' : 'unsubscribed'
  if (!isPublicChannel(msg.channel)) {
    const key = streamKey(msg.channel)
    const wait = subscribing ? source.snapshotWait(conn, msg.channel) : 0
    if (wait > 0) return conn.error(`Too many subscriptions: try again in ${wait} s`)
    if (subscribing) source.subscribe(conn, key)
    else source.unsubscribe(conn, key)
    conn.send({ type: reply, channel: msg.channel, symbols: [] })
    if (subscribing) source.snapshot(conn, msg.channel, undefined)
    return
  }
  const requested = [
    ...new Set(
      [...(msg.symbol ? [msg.symbol] : []), ...(msg.symbols ?? [])].map((s) => s.toUpperCase()),
    ),
  ]
  if (requested.length === 0)
    return conn.error(`${msg.type} ${msg.channel}: symbol or symbols required`)
  const unknown = requested.filter((s) => !source.hasSymbol(s))
  if (unknown.length > 0) conn.error(`Unknown symbol: ${unknown.join(', ')}`)
  const known = requested.filter((s) => source.hasSymbol(s))
  if (known.length === 0) return
  for (const s of known) {
    const key = streamKey(msg.channel, s)
    if (subscribing) source.subscribe(conn, key)
    else source.unsubscribe(conn, key)
  }
  conn.send({ type: reply, channel: msg.channel, symbols: known })
  if (subscribing) for (const s of known) source.snapshot(conn, msg.channel, s)
}
