import * as Comlink from 'comlink'
import { useEffect, useRef, useState } from 'react'
import type { OptionChain, OptionTopsUpdate } from '../../../protocol/index.ts'
import type { OptionsComputeApi } from '../../../workers/engine/api.ts'
import type { RepricedChain } from '../../../workers/engine/api.ts'

const REPRICE_EVERY_MS = 500

type Tops = Record<string, OptionTopsUpdate['tops'][number]>

/**
 * The chain re-priced in the options compute worker whenever the chain, the live index or the
 * live tops change. One worker per page; while it works, newer inputs wait and only the latest
 * is priced next (a burst of ticks costs one re-price, never a queue).
 */
export function useRepricedChain(
  chain: OptionChain | undefined,
  indexPrice: number | undefined,
  tops: Tops,
): RepricedChain | null {
  const [repriced, setRepriced] = useState<RepricedChain | null>(null)
  const api = useRef<Comlink.Remote<OptionsComputeApi> | null>(null)
  const busy = useRef(false)
  const next = useRef<(() => void) | null>(null)

  useEffect(() => {
    const worker = new Worker(
      new URL('../../../workers/compute/options-compute.ts', import.meta.url),
      { type: 'module', name: 'options-compute' },
    )
    api.current = Comlink.wrap<OptionsComputeApi>(worker)
    return () => {
      api.current = null
      worker.terminate()
    }
  }, [])

  useEffect(() => {
    if (!chain) return
    let current = true
    const run = () => {
      const remote = api.current
      if (!remote) return
      busy.current = true
      const started = Date.now()
      const input = { chain, now: Date.now(), tops, ...(indexPrice ? { indexPrice } : {}) }
      remote
        .repriceChain(input)
        .then((value) => {
          if (current) setRepriced(value)
        })
        .catch(() => undefined)
        .finally(() => {
          busy.current = false
          const waiting = next.current
          next.current = null
          // At most two re-prices a second: the index ticks every 50 ms, the eye needs less.
          if (waiting) setTimeout(waiting, Math.max(0, REPRICE_EVERY_MS - (Date.now() - started)))
        })
    }
    if (busy.current) next.current = run
    else run()
    return () => {
      current = false
    }
  }, [chain, indexPrice, tops])

  // A chain of another expiry or underlying never shows under the new one's heading.
  return repriced &&
    chain &&
    repriced.expiry === chain.slice.expiry &&
    repriced.underlying === chain.underlying
    ? repriced
    : null
}
