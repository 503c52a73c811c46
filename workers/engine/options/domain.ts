/**
 * The options domain: the listed expiries, one expiry's chain and the volatility surface of an
 * underlying (public REST), multi-leg strategy orders (all or none, with an Idempotency-Key so a
 * resend after a lost answer can never double them), and the live book tops of an underlying's
 * options from the `options` channel. Single-leg option orders go through the orders domain's
 * placeOrder with `market: 'option'`.
 */
import {
  optionsApi as api,
  type MultiLegRequest,
  type MultiLegResult,
  type OptionChain,
  type OptionExpiries,
  type OptionTopsUpdate,
  type VolSurfaceWire,
} from '../../../protocol/index.ts'
import { defineDomain, type Emit, type Stop } from '../domain.ts'
import { callOf } from '../http/endpoint-call.ts'
import { ORDER_MSG } from '../orders/messages.ts'
import { failure, IDEMPOTENCY_HEADER, sendOrder } from '../orders/order-send.ts'
import type { EngineServices } from '../services.ts'
import { sanitizeSymbols } from '../tabs/symbols.ts'
import type { EngineResult } from '../types.ts'
import { OPTIONS_MSG } from './messages.ts'
import { createOptionTops } from './option-tops.ts'

/** A multi-leg order as the page sends it; the engine adds the idempotency key. */
export type MultiLegInput = Omit<MultiLegRequest, 'clientOrderId'>

export function createOptionsDomain(s: EngineServices) {
  const tops = createOptionTops(s.clock, (err) => s.log('option tops push failed', err))
  const underlyingQuery = (underlying: string) => ({ query: { underlying } })

  return defineDomain({
    calls: {
      optionExpiries: (underlying: string): Promise<EngineResult<OptionExpiries>> =>
        s.gateway.call(
          callOf(api.optionExpiries, underlyingQuery(underlying), OPTIONS_MSG.expiries),
        ),
      optionChain: (underlying: string, expiry: number): Promise<EngineResult<OptionChain>> =>
        s.gateway.call(
          callOf(
            api.optionChain,
            { query: { underlying, expiry: String(expiry) } },
            OPTIONS_MSG.chain,
          ),
        ),
      volSurface: (underlying: string): Promise<EngineResult<VolSurfaceWire>> =>
        s.gateway.call(callOf(api.volSurface, underlyingQuery(underlying), OPTIONS_MSG.surface)),
      placeMultiLeg: async (input: MultiLegInput): Promise<EngineResult<MultiLegResult>> => {
        if (s.session.state().status === 'loading') await s.session.start()
        if (s.session.state().status !== 'authenticated')
          return failure(401, ORDER_MSG.notAuthenticated)
        if (typeof input?.portfolioId !== 'string' || input.portfolioId.trim() === '')
          return failure(400, ORDER_MSG.noPortfolio)
        // Made once per call: every resend of this strategy carries the same key.
        const clientOrderId = crypto.randomUUID()
        const call = callOf(
          api.placeMultiLeg,
          {
            json: { ...input, clientOrderId },
            headers: { [IDEMPOTENCY_HEADER]: clientOrderId },
          },
          OPTIONS_MSG.multiLeg,
        )
        const res = await sendOrder(s.gateway, call, true)
        // SPEC §7: holdings are refetched after an order (premium moved cash).
        if (res.ok) s.changes.emit({ topic: 'holdings', portfolioId: input.portfolioId })
        return res
      },
    },
    watches: {
      /** Book tops of every listed option on `underlying`, the whole set at most every 250 ms. */
      watchOptionTops(underlying: string, emit: Emit<OptionTopsUpdate>): Stop {
        const wanted = sanitizeSymbols([underlying]).slice(0, 1)
        const sink = tops.batcher.addSink(wanted, (updates) => updates.forEach(emit))
        s.socket.subscribe('options', wanted)
        return () => {
          tops.batcher.removeSink(sink)
          s.socket.unsubscribe('options', wanted)
        }
      },
    },
    streams: {
      options: (msg) => tops.onMessage(msg),
    },
    dispose() {
      tops.dispose()
    },
  })
}
