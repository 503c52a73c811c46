import { z } from 'zod'
import { channel, streamMessage, streamMessages } from './channels.ts'
import { liquidationWarningData } from './trading.ts'

export const WS_PATH = '/ws'

export {
  channel,
  publicChannel,
  privateChannel,
  type Channel,
  type PublicChannel,
  type PrivateChannel,
} from './channels.ts'

export const MAX_SYMBOLS_PER_SUBSCRIBE = 100
export const MAX_CLIENT_FRAME_BYTES = 16 * 1024
/** Access tokens are a few hundred characters; anything far longer is not one. */
export const MAX_TOKEN_LENGTH = 4096

const symbols = z.array(z.string().min(1).max(32)).max(MAX_SYMBOLS_PER_SUBSCRIBE)

/** Client → server. `symbol` and `symbols` may both be given; they are merged. */
export const clientMessage = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('subscribe'),
    channel,
    symbol: z.string().min(1).max(32).optional(),
    symbols: symbols.optional(),
  }),
  z.object({
    type: z.literal('unsubscribe'),
    channel,
    symbol: z.string().min(1).max(32).optional(),
    symbols: symbols.optional(),
  }),
  z.object({ type: z.literal('ping'), timestamp: z.number() }),
  z.object({ type: z.literal('pong'), timestamp: z.number() }),
  /**
   * A fresh access token of the same user for this open socket: without it the server closes
   * the socket with 4401 when the token it was opened with (or last sent) expires.
   */
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(MAX_TOKEN_LENGTH) }),
])
export type ClientMessage = z.infer<typeof clientMessage>

/** Stream messages per channel live in channels.ts, beside the channel map. */
export const marketMessage = streamMessages.market
export const orderbookMessage = streamMessages.orderbook
export const tradesMessage = streamMessages.trades

export const errorMessage = z.object({
  type: z.literal('error'),
  data: z.object({ message: z.string() }),
})
export const pingPongMessage = z.object({
  type: z.enum(['ping', 'pong']),
  timestamp: z.number(),
})
export const subscribedMessage = z.object({
  type: z.enum(['subscribed', 'unsubscribed']),
  channel,
  symbols: z.array(z.string()),
})
/** The answer to `auth`: the socket now lives until `expiresAt` (epoch milliseconds). */
export const authSuccessMessage = z.object({
  type: z.literal('auth_success'),
  expiresAt: z.number().int().positive(),
})
export const liquidationWarning = z.object({
  type: z.literal('liquidation_warning'),
  data: liquidationWarningData,
})

export const serverMessage = z.union([
  streamMessage,
  errorMessage,
  pingPongMessage,
  subscribedMessage,
  authSuccessMessage,
  liquidationWarning,
])
export type ServerMessage = z.infer<typeof serverMessage>
export type MarketMessage = z.infer<typeof marketMessage>

/**
 * Close codes. 1000 is a normal close and is never reconnected. 4401: the token is missing,
 * bad or expired, or its session ended (the client refreshes, then reconnects). 4403: CSRF invalid, never retried.
 * 4408: no pong to the server's ping in time. 4429: too many sockets or messages. 1013 (Try
 * Again Later): the client reads too slowly for what is sent to it; it reconnects and takes fresh
 * snapshots.
 */
export const WS_CLOSE = {
  normal: 1000,
  unauthorized: 4401,
  csrfInvalid: 4403,
  pongTimeout: 4408,
  tooMany: 4429,
  tryAgainLater: 1013,
} as const
