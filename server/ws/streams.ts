import type { Channel, PublicChannel } from '../../protocol/index.ts'
import { publicChannel } from '../../protocol/index.ts'

/** A stream is (channel, symbol) for public channels and (channel) for private ones. */
export const streamKey = (channel: Channel, symbol?: string): string =>
  symbol === undefined ? channel : `${channel}:${symbol}`

export const isPublic = (channel: Channel): channel is PublicChannel =>
  publicChannel.safeParse(channel).success
