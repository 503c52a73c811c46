import type { Exchange } from '../matching/exchange.ts'

/**
 * The exchange trading settles from: every call hands its events, synchronously and before
 * returning, to the subscribed listeners (bots' activity included).
 */
export type ExchangePort = Exchange
