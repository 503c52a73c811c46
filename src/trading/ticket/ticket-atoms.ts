/**
 * The order ticket's draft, kept in the app store so other panels can act on it: the order book
 * picks a price, the b/s shortcuts pick a side and move focus to the ticket.
 */
import { DEFAULT_SETTINGS } from '../../../protocol/constants.ts'
import type { OrderSide, Settings } from '../../../protocol/index.ts'
import { appStore, atom } from '../../app/store.ts'
import { queryClient } from '../../data/query-client.ts'
import { settingsKeys } from '../../data/settings.ts'
import { DEFAULT_SYMBOL, selectedSymbolAtom } from '../../data/symbol.ts'
import { emptyTicket, formForSymbol, withPickedPrice, type TicketForm } from './ticket-form.ts'

export const ticketAtom = atom<TicketForm>(emptyTicket(DEFAULT_SYMBOL))

/** Changes fields of the ticket for `symbol` (another symbol's typed values are dropped). */
export function updateTicket(symbol: string, patch: Partial<Omit<TicketForm, 'symbol'>>): void {
  appStore.set(ticketAtom, (f) => ({ ...formForSymbol(f, symbol), ...patch }))
}

const defaultOrderType = () =>
  queryClient.getQueryData<Settings>(settingsKeys.all)?.trading.orderType ??
  DEFAULT_SETTINGS.trading.orderType

/** The order book sets the ticket's limit (or stop) price; the symbol defaults to the one shown. */
export function fillTicketPrice(price: number, symbol = appStore.get(selectedSymbolAtom)): void {
  if (!(price > 0)) return
  const form = formForSymbol(appStore.get(ticketAtom), symbol)
  appStore.set(
    ticketAtom,
    withPickedPrice(form, String(price), form.orderType ?? defaultOrderType()),
  )
}

export function setTicketSide(side: OrderSide): void {
  appStore.set(ticketAtom, (f) => ({ ...f, side }))
}

let focusTarget: HTMLElement | null = null

/** A ref callback on the box of the ticket's size field, which the shortcuts focus while mounted. */
export function registerTicketFocus(el: HTMLElement | null): (() => void) | undefined {
  if (el === null) return undefined
  focusTarget = el
  return () => {
    if (focusTarget === el) focusTarget = null
  }
}

/** Moves focus to the ticket's size field, so a shortcut leads straight to typing a quantity. */
export function focusTicket(): void {
  const input = focusTarget?.querySelector('input')
  input?.scrollIntoView({ block: 'nearest' })
  input?.focus()
}
