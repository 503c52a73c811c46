/**
 * The /options page's choices: the underlying and expiry on screen, the chain's columns
 * (remembered on this device), the chain side shown on a phone, the builder's legs and the
 * contract in the single-contract ticket.
 */
import { atomWithStorage } from 'jotai/utils'
import { atom } from '../../app/store.ts'
import type { BuilderLeg, OptionStrategyTemplate } from './strategy-legs.ts'

export const CHAIN_COLUMNS = [
  'bid',
  'ask',
  'mark',
  'iv',
  'delta',
  'gamma',
  'vega',
  'theta',
  'openInterest',
] as const
export type ChainColumn = (typeof CHAIN_COLUMNS)[number]
export const DEFAULT_COLUMNS: ChainColumn[] = ['bid', 'ask', 'mark', 'iv', 'delta']

const isColumn = (v: unknown): v is ChainColumn =>
  typeof v === 'string' && (CHAIN_COLUMNS as readonly string[]).includes(v)

const storedColumns = atomWithStorage<unknown>('options.columns', DEFAULT_COLUMNS, undefined, {
  getOnInit: true,
})

/** The chosen columns in the chain's own order; a bad stored value gives the defaults. */
export const chainColumnsAtom = atom(
  (get): ChainColumn[] => {
    const stored = get(storedColumns)
    const chosen = Array.isArray(stored) ? stored.filter(isColumn) : []
    return chosen.length > 0 ? CHAIN_COLUMNS.filter((c) => chosen.includes(c)) : DEFAULT_COLUMNS
  },
  (_get, set, columns: ChainColumn[]) => set(storedColumns, columns),
)

export const underlyingAtom = atom<string>('BTC-USD')
/** The expiry picked (ms), or null for the page's default. */
export const expiryChoiceAtom = atom<number | null>(null)
export const phoneSideAtom = atom<'call' | 'put'>('call')

export const legsAtom = atom<BuilderLeg[]>([])
/** The template the legs came from; null once the trader changes them by hand. */
export const templateAtom = atom<OptionStrategyTemplate | null>(null)
export const strategyQuantityAtom = atom<number>(1)

/** The contract in the single-contract ticket. */
export const ticketSymbolAtom = atom<string | null>(null)
