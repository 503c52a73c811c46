import { streamKey, type Channel } from '../../protocol/index.ts'
import type { AppContext } from '../context.ts'
import type { SnapshotChannel } from '../trading/service.ts'
import type { WsConnection } from './connection.ts'
import { unlessMismatch, type StreamSend } from './outgoing.ts'

const UNAVAILABLE = {
  orders: 'Orders unavailable',
  positions: 'Positions unavailable',
  balances: 'Balances unavailable',
} as const satisfies Record<SnapshotChannel, string>
type TradingChannel = keyof typeof UNAVAILABLE

export const hasTradingSnapshot = (channel: Channel): channel is TradingChannel =>
  Object.hasOwn(UNAVAILABLE, channel)

/**
 * Starts a freshly (re)subscribed trading stream with messages shaped like its pushes: one per
 * active order (oldest first), or one per portfolio. They are sent in the same turn as the
 * trading service reads its memory; a push of any later change waits for its commit first, so
 * it cannot overtake them.
 */
export function sendTradingSnapshot(
  ctx: AppContext,
  conn: WsConnection,
  channel: TradingChannel,
): void {
  const key = streamKey(channel)
  void ctx.trading
    .privateSnapshot(conn.userId, channel)
    .then((messages) => {
      // privateSnapshot answers the channel it is asked for; checked mode verifies each one.
      for (const data of messages) conn.sendStream(key, { channel, data } as StreamSend)
    })
    .catch(unlessMismatch(() => conn.error(UNAVAILABLE[channel])))
}
