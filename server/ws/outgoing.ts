import { z } from 'zod'
import {
  CHANNELS,
  liquidationWarningData,
  type Channel,
  type StreamMessageOf,
} from '../../protocol/index.ts'

/** A stream message before the connection stamps its seq: typed by the channel map. */
export type StreamSend = { [C in Channel]: Omit<StreamMessageOf<C>, 'seq'> }[Channel]

/** A payload that does not match its channel's schema: a server bug, never a client's fault. */
export class StreamDataMismatch extends Error {
  override name = 'StreamDataMismatch'
}

const check = (what: string, schema: z.ZodType, data: unknown): void => {
  const parsed = schema.safeParse(data)
  if (!parsed.success)
    throw new StreamDataMismatch(
      `${what} does not match its schema: ${z.prettifyError(parsed.error)}`,
    )
}

/**
 * Checked mode (ServerOptions.checkPushes, on in every integration test): every outgoing stream
 * payload is parsed by its channel's schema first, so a publisher that drifts from the contract
 * fails the test that made it push. Production skips it: the types already hold the publishers
 * to the contract, and a parse per message per socket is not free.
 */
export const checkStreamData = (channel: Channel, data: unknown): void =>
  check(`Data on channel '${channel}'`, CHANNELS[channel].data, data)

export const checkLiquidationWarning = (data: unknown): void =>
  check("Data of 'liquidation_warning'", liquidationWarningData, data)

/**
 * For promise chains that turn a failed database read into an error message for the client: a
 * mismatch is not such a failure and must stay loud (an unhandled rejection fails the test).
 */
export const unlessMismatch =
  (report: () => void) =>
  (err: unknown): void => {
    if (err instanceof StreamDataMismatch) throw err
    report()
  }
