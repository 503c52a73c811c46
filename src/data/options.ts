/**
 * Options market data and strategy orders for the /options page: listed expiries, one expiry's
 * chain, the volatility surface (public REST through the engine, cached by TanStack Query), the
 * live book tops of an underlying's options (the engine's batched `options` stream), and
 * multi-leg placement (all or none).
 */
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { MultiLegResult, OptionTopsUpdate } from '../../protocol/index.ts'
import type { EngineResult, MultiLegInput } from '../../workers/engine/api.ts'
import { getBridge } from '../bridge/connection.ts'
import { subscribe } from '../bridge/watch.ts'
import { unwrap } from './query-client.ts'

type Tops = Record<string, OptionTopsUpdate['tops'][number]>
const NO_TOPS: Tops = {}

export const optionKeys = {
  all: ['options'] as const,
  expiries: (underlying: string) => ['options', 'expiries', underlying] as const,
  chain: (underlying: string, expiry: number) => ['options', 'chain', underlying, expiry] as const,
  surface: (underlying: string) => ['options', 'surface', underlying] as const,
}

/** The smile moves with the simulator's volatility: a minute-old slice is re-read. */
const MODEL_STALE_MS = 60_000

export const useOptionExpiries = (underlying: string) =>
  useQuery({
    queryKey: optionKeys.expiries(underlying),
    queryFn: async () => unwrap(await getBridge().optionExpiries(underlying)),
    staleTime: MODEL_STALE_MS,
  })

export const useOptionChain = (underlying: string, expiry: number | undefined) =>
  useQuery({
    queryKey: optionKeys.chain(underlying, expiry ?? 0),
    queryFn: async () => unwrap(await getBridge().optionChain(underlying, expiry ?? 0)),
    enabled: expiry !== undefined,
    staleTime: MODEL_STALE_MS,
    refetchInterval: MODEL_STALE_MS,
  })

export const useVolSurface = (underlying: string) =>
  useQuery({
    queryKey: optionKeys.surface(underlying),
    queryFn: async () => unwrap(await getBridge().volSurface(underlying)),
    staleTime: MODEL_STALE_MS,
    refetchInterval: MODEL_STALE_MS,
  })

/** The live tops of every option on `underlying`, by contract symbol; empty until the first. */
export function useOptionTops(underlying: string): Tops {
  const [seen, setSeen] = useState<{ underlying: string; tops: Tops }>({ underlying, tops: {} })
  useEffect(
    () =>
      subscribe<OptionTopsUpdate>(
        (cb) => getBridge().watchOptionTops(underlying, cb),
        (update) => {
          if (update.underlying !== underlying) return
          const tops = Object.fromEntries(update.tops.map((top) => [top.symbol, top]))
          setSeen({ underlying, tops })
        },
      ),
    [underlying],
  )
  // Another underlying's tops never show under this one.
  return seen.underlying === underlying ? seen.tops : NO_TOPS
}

/** One all-or-none strategy order; the failure comes back in SPEC §8's words, not thrown. */
export const placeMultiLeg = (input: MultiLegInput): Promise<EngineResult<MultiLegResult>> =>
  getBridge().placeMultiLeg(input)
