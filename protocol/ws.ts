import { z } from 'zod'
import { marketPrice, marketTrade, orderBook } from './market.ts'

export const WS_PATH = '/ws'

/** Channels of the one socket (ARCHITECTURE: reading 2). Public ones take symbols. */
export const publicChannel = z.enum(['market', 'orderbook', 'trades'])
export type PublicChannel = z.infer<typeof publicChannel>
export const privateChannel = z.enum([
  'orders',
  'positions',
  'balances',
  'notifications',
  'portfolio',
])
export type PrivateChannel = z.infer<typeof privateChannel>
export const channel = z.union([publicChannel, privateChannel])
export type Channel = z.infer<typeof channel>

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

/**
 * Server → client data on a stream. A stream is (channel, symbol) for public channels and
 * (channel) for private ones. `seq` starts at 1 with a snapshot when the stream is subscribed
 * and grows by one per message on that stream and socket; a gap means data was lost and the
 * client must take a fresh snapshot (resubscribe).
 */
export const marketMessage = z.object({
  channel: z.literal('market'),
  symbol: z.string(),
  seq: z.number().int().positive(),
  data: marketPrice,
})
export const orderbookMessage = z.object({
  channel: z.literal('orderbook'),
  symbol: z.string(),
  seq: z.number().int().positive(),
  data: orderBook,
})
export const tradesMessage = z.object({
  channel: z.literal('trades'),
  symbol: z.string(),
  seq: z.number().int().positive(),
  data: z.array(marketTrade),
})
/** Private channels carry domain objects defined by the issues that add them. */
export const privateMessage = z.object({
  channel: privateChannel,
  seq: z.number().int().positive(),
  data: z.unknown(),
})
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
  data: z.unknown(),
})

export const serverMessage = z.union([
  marketMessage,
  orderbookMessage,
  tradesMessage,
  privateMessage,
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
 * 4408: no pong to the server's ping in time. 4429: too many sockets or messages.
 */
export const WS_CLOSE = {
  normal: 1000,
  unauthorized: 4401,
  csrfInvalid: 4403,
  pongTimeout: 4408,
  tooMany: 4429,
} as const
