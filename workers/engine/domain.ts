/**
 * How the data engine is put together: each domain (session, market, portfolio, …) is one
 * module exporting its calls (request/answer), its watches (a stream of values to a tab) and its
 * socket stream handlers. The engine combines the domains listed in domains.ts; `EngineApi` is
 * the type of that combination, so a domain is added by its folder and one line in that list.
 */
import type { Channel, StreamMessage, StreamMessageOf } from '../../protocol/index.ts'
import type { SubscriptionId } from './types.ts'

/** Hands one value to the tab that watches. */
export type Emit<V> = (value: V) => void
/** Ends a watch: the domain releases what it started for it. */
export type Stop = () => void

type AnyCall = (...args: never[]) => Promise<unknown>
/** A watch takes its arguments, then the emitter last, and answers how to stop it. */
type AnyWatch = (...args: never[]) => Stop

/** One handler per channel: what the engine does with that channel's messages. */
export type StreamHandlers = { [C in Channel]?: (msg: StreamMessageOf<C>) => void }

export interface EngineDomain<
  C extends Record<string, AnyCall> = Record<string, AnyCall>,
  W extends Record<string, AnyWatch> = Record<string, AnyWatch>,
> {
  calls: C
  watches: W
  streams: StreamHandlers
  /** Releases timers and listeners when the engine goes. */
  dispose: () => void
}

/** Keeps the literal types of a domain, so the tab API is typed from it. */
export const defineDomain = <
  C extends Record<string, AnyCall> = Record<never, never>,
  W extends Record<string, AnyWatch> = Record<never, never>,
>(d: {
  calls?: C
  watches?: W
  streams?: StreamHandlers
  dispose?: () => void
}): EngineDomain<C, W> => ({
  calls: d.calls ?? ({} as C),
  watches: d.watches ?? ({} as W),
  streams: d.streams ?? {},
  dispose: d.dispose ?? (() => undefined),
})

/** A watch as a tab calls it: the callback last (proxied by Comlink), answered with its id. */
export type WatchMethod<F> = F extends (...args: infer P) => Stop
  ? P extends [...infer A, Emit<infer V>]
    ? (...args: [...A, (value: V) => void]) => Promise<SubscriptionId>
    : never
  : never

/** What one domain adds to the tab API. */
export type DomainApi<D> =
  D extends EngineDomain<infer C, infer W> ? C & { [K in keyof W]: WatchMethod<W[K]> } : never

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (
  i: infer I,
) => void
  ? I
  : never

/** The tab API of every domain a list of factories makes. */
export type DomainsApi<L extends Record<string, (...args: never[]) => EngineDomain>> =
  UnionToIntersection<{ [K in keyof L]: DomainApi<ReturnType<L[K]>> }[keyof L]>

export interface CombinedDomains {
  calls: Map<string, AnyCall>
  watches: Map<string, AnyWatch>
  /** Channel → its one handler. */
  streams: Map<Channel, (msg: StreamMessage) => void>
  dispose(): void
}

/**
 * Merges domains into one call table, one watch table and one channel router. Two domains
 * offering the same name (or a name the tab API keeps for itself), or handling the same channel,
 * is a programming error: the engine refuses to start rather than let one silently win.
 */
export function combineDomains(
  domains: Record<string, EngineDomain>,
  reserved: readonly string[],
): CombinedDomains {
  const owner = new Map<string, string>(reserved.map((name) => [name, 'the tab API']))
  const claim = (name: string, domain: string): void => {
    const other = owner.get(name)
    if (other !== undefined)
      throw new Error(`Engine domains ${other} and ${domain} both define "${name}"`)
    owner.set(name, domain)
  }
  const combined: CombinedDomains = {
    calls: new Map(),
    watches: new Map(),
    streams: new Map(),
    dispose: () => {
      for (const d of Object.values(domains)) d.dispose()
    },
  }
  const channelOwner = new Map<Channel, string>()
  for (const [name, d] of Object.entries(domains)) {
    for (const [key, fn] of Object.entries(d.calls)) {
      claim(key, name)
      combined.calls.set(key, fn)
    }
    for (const [key, fn] of Object.entries(d.watches)) {
      claim(key, name)
      combined.watches.set(key, fn)
    }
    for (const [channel, handler] of Object.entries(d.streams) as [Channel, unknown][]) {
      const other = channelOwner.get(channel)
      if (other !== undefined)
        throw new Error(`Engine domains ${other} and ${name} both handle the ${channel} channel`)
      channelOwner.set(channel, name)
      combined.streams.set(channel, handler as (msg: StreamMessage) => void)
    }
  }
  return combined
}
