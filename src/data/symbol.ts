/**
 * The symbol the trading pages show, shared by /trading, /spot and /perps and remembered on this
 * device, with the trader's recent choices. SPEC §4: choosing a symbol resets the order book and
 * recent trades and subscribes to the new symbol's; the book, trades and candles atoms are keyed
 * by symbol, so a new symbol mounts fresh watches and the old ones are released.
 */
import { atomWithStorage } from 'jotai/utils'
import { appStore, atom, useAtomValue } from '../app/store.ts'

export const DEFAULT_SYMBOL = 'BTC-USD'
export const RECENT_SYMBOLS_MAX = 8
const SYMBOL_FORMAT = /^[A-Z0-9]{1,12}-[A-Z]{2,6}$/

/** Stored values are checked: a hand-edited entry never reaches a request. */
const validSymbol = (v: unknown): v is string => typeof v === 'string' && SYMBOL_FORMAT.test(v)

const storedSymbol = atomWithStorage<string>('trading.symbol', DEFAULT_SYMBOL, undefined, {
  getOnInit: true,
})
const storedRecents = atomWithStorage<string[]>('trading.recentSymbols', [], undefined, {
  getOnInit: true,
})

export const selectedSymbolAtom = atom((get) => {
  const s = get(storedSymbol)
  return validSymbol(s) ? s : DEFAULT_SYMBOL
})
export const recentSymbolsAtom = atom((get) => {
  const list = get(storedRecents)
  return Array.isArray(list) ? list.filter(validSymbol).slice(0, RECENT_SYMBOLS_MAX) : []
})

/** The recent list after choosing `symbol`: it goes first, once. */
export const withRecent = (list: readonly string[], symbol: string): string[] =>
  [symbol, ...list.filter((s) => s !== symbol)].slice(0, RECENT_SYMBOLS_MAX)

/** Makes `symbol` the trading pages' symbol and puts it first among the recent ones. */
export function chooseSymbol(symbol: string): void {
  const s = symbol.trim().toUpperCase()
  if (!validSymbol(s)) return
  appStore.set(storedSymbol, s)
  appStore.set(storedRecents, withRecent(appStore.get(recentSymbolsAtom), s))
}

export const useSelectedSymbol = (): string => useAtomValue(selectedSymbolAtom)
export const useRecentSymbols = (): string[] => useAtomValue(recentSymbolsAtom)
