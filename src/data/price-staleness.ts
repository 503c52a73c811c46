/**
 * Whether a shown price is live. A price is stale when the engine's socket is not connected, or
 * when no update of its symbol has reached this tab for STALE_AFTER_MS (the simulator prints every
 * symbol several times a second, so a silent symbol means a silent feed). Checked once a second
 * for the symbols on screen, and at once when the connection changes; a flag is written only when
 * it flips.
 */
import { atomFamily } from 'jotai-family'
import { appStore, atom, type PrimitiveAtom } from '../app/store.ts'
import { connectionAtom } from '../bridge/connection-state.ts'

export const STALE_AFTER_MS = 5_000
const CHECK_EVERY_MS = 1_000

export function isStale(receivedAt: number | undefined, now: number, connected: boolean): boolean {
  return !connected || receivedAt === undefined || now - receivedAt > STALE_AFTER_MS
}

const receivedAt = new Map<string, number>()
const mounted = new Map<string, number>()
/** The mounted symbols flagged stale now, so a batch costs one lookup per price. */
const staleNow = new Set<string>()
let timer: ReturnType<typeof setInterval> | null = null
let stopConnection: (() => void) | null = null

function check(): void {
  const connected = appStore.get(connectionAtom).status === 'connected'
  const now = Date.now()
  for (const symbol of mounted.keys()) {
    const a = priceStaleAtom(symbol)
    const stale = isStale(receivedAt.get(symbol), now, connected)
    if (stale) staleNow.add(symbol)
    else staleNow.delete(symbol)
    if (appStore.get(a) !== stale) appStore.set(a, stale)
  }
}

function retain(symbol: string): () => void {
  mounted.set(symbol, (mounted.get(symbol) ?? 0) + 1)
  if (timer === null) {
    timer = setInterval(check, CHECK_EVERY_MS)
    stopConnection = appStore.sub(connectionAtom, check)
  }
  check()
  return () => {
    const n = (mounted.get(symbol) ?? 1) - 1
    if (n > 0) mounted.set(symbol, n)
    else {
      mounted.delete(symbol)
      staleNow.delete(symbol)
    }
    if (mounted.size === 0 && timer !== null) {
      clearInterval(timer)
      stopConnection?.()
      timer = null
    }
  }
}

/** True while the symbol's price on screen cannot be trusted as live. */
export const priceStaleAtom = atomFamily((symbol: string): PrimitiveAtom<boolean> => {
  const a = atom(true)
  a.onMount = () => retain(symbol)
  return a
})

/** Called for every price batch this tab receives. */
export function markReceived(prices: readonly { symbol: string }[], now = Date.now()): void {
  let revived = false
  for (const p of prices) {
    receivedAt.set(p.symbol, now)
    if (staleNow.has(p.symbol)) revived = true
  }
  if (revived) check()
}
