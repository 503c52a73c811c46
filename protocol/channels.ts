import { z } from 'zod'
import { marketPrice, marketTrade, orderBook } from './market.ts'
import { optionTopsUpdate } from './options-api.ts'
import { portfolioSummary } from './portfolio.ts'
import { strategyEvent } from './strategies-api.ts'
import { balance, notification, order, positionsUpdate } from './trading.ts'

/**
 * Every channel of the one socket and the payload its messages carry, one line each: the channel
 * names, their message schemas, the server's typed publishers, the engine's frame parser and its
 * channel router all derive from this map. A channel is public (per symbol, anyone) or private
 * (the signed-in user's own data).
 */
export const CHANNELS = {
  market: { scope: 'public', data: marketPrice },
  orderbook: { scope: 'public', data: orderBook },
  trades: { scope: 'public', data: z.array(marketTrade) },
  /** Book tops of every listed option on the underlying named as the symbol. */
  options: { scope: 'public', data: optionTopsUpdate },
  orders: { scope: 'private', data: order },
  /** Every position of one portfolio, so a closed one is absent. */
  positions: { scope: 'private', data: positionsUpdate },
  balances: { scope: 'private', data: balance },
  notifications: { scope: 'private', data: notification },
  /** The active portfolio valued now; null while the user has none. */
  portfolio: { scope: 'private', data: portfolioSummary.nullable() },
  /** Backtest and optimisation progress, live strategies' changes and swarms (issue 14). */
  strategies: { scope: 'private', data: strategyEvent },
} as const satisfies Record<string, { scope: 'public' | 'private'; data: z.ZodType }>

type Channels = typeof CHANNELS
export type Channel = keyof Channels
export type PublicChannel = {
  [C in Channel]: Channels[C]['scope'] extends 'public' ? C : never
}[Channel]
export type PrivateChannel = Exclude<Channel, PublicChannel>
export type ChannelData<C extends Channel> = z.output<Channels[C]['data']>

const names = Object.keys(CHANNELS) as Channel[]
const inScope = <C extends Channel>(scope: 'public' | 'private') =>
  names.filter((c) => CHANNELS[c].scope === scope) as [C, ...C[]]

/** Channels of the one socket (ARCHITECTURE: reading 2). Public ones take symbols. */
export const publicChannel = z.enum(inScope<PublicChannel>('public'))
export const privateChannel = z.enum(inScope<PrivateChannel>('private'))
export const channel = z.enum(names as [Channel, ...Channel[]])

export const isPublicChannel = (c: Channel): c is PublicChannel => CHANNELS[c].scope === 'public'

/** A stream: (channel, symbol) for public channels, (channel) for private ones. */
export const streamKey = (channel: Channel, symbol?: string): string =>
  symbol === undefined || symbol === '' ? channel : `${channel}:${symbol}`

const seq = z.number().int().positive()

/** The message schema of a channel: its data, its seq, and its symbol when public. */
type StreamMessageSchema<C extends Channel> = C extends unknown
  ? Channels[C]['scope'] extends 'public'
    ? z.ZodObject<{
        channel: z.ZodLiteral<C>
        symbol: z.ZodString
        seq: typeof seq
        data: Channels[C]['data']
      }>
    : z.ZodObject<{ channel: z.ZodLiteral<C>; seq: typeof seq; data: Channels[C]['data'] }>
  : never

/**
 * One message schema per channel. `seq` starts at 1 with a snapshot when the stream is
 * subscribed and grows by one per message on that stream and socket; a gap means data was lost
 * and the client must take a fresh snapshot (resubscribe).
 */
export const streamMessages = Object.fromEntries(
  names.map((c) => [
    c,
    CHANNELS[c].scope === 'public'
      ? z.object({ channel: z.literal(c), symbol: z.string(), seq, data: CHANNELS[c].data })
      : z.object({ channel: z.literal(c), seq, data: CHANNELS[c].data }),
  ]),
) as { [C in Channel]: StreamMessageSchema<C> }

/** Server → client data on a stream (see `serverMessage` for the rest). */
export const streamMessage = z.discriminatedUnion(
  'channel',
  Object.values(streamMessages) as [
    StreamMessageSchema<Channel>,
    ...StreamMessageSchema<Channel>[],
  ],
)
export type StreamMessage = { [C in Channel]: z.output<StreamMessageSchema<C>> }[Channel]
export type StreamMessageOf<C extends Channel> = Extract<StreamMessage, { channel: C }>
