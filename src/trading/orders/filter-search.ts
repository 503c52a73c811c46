/**
 * The /orders page's tab and filters as URL search parameters, so a filtered view survives a
 * reload, the back button and a shared link. Anything unknown in the URL is dropped, never
 * trusted: only the listed sides, types and statuses, real days and well-formed symbols pass.
 */
import { orderSide, orderStatus, orderType } from '../../../protocol/trading.ts'
import { NO_FILTERS, type OrderFilters } from './order-filters.ts'
import { isDay } from './utc-time.ts'

export const ORDERS_TABS = ['active', 'history', 'trades'] as const
export type OrdersTab = (typeof ORDERS_TABS)[number]

export interface OrdersView {
  tab: OrdersTab
  filters: OrderFilters
}

const SYMBOL = /^[A-Z0-9]{1,12}-[A-Z]{2,6}$/

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null)
const oneOf = <T extends string>(options: readonly T[], v: unknown): T | null => {
  const s = text(v)
  return s !== null && (options as readonly string[]).includes(s) ? (s as T) : null
}
const day = (v: unknown): string | null => {
  const s = text(v)
  return s !== null && isDay(s) ? s : null
}

/** The view a parsed search object describes (TanStack Router hands search params as one). */
export function ordersViewFromSearch(search: Readonly<Record<string, unknown>>): OrdersView {
  const symbol = text(search.symbol)
  return {
    tab: oneOf(ORDERS_TABS, search.tab) ?? 'active',
    filters: {
      symbol: symbol !== null && SYMBOL.test(symbol) ? symbol : null,
      side: oneOf(orderSide.options, search.side),
      type: oneOf(orderType.options, search.type),
      status: oneOf(orderStatus.options, search.status),
      from: day(search.from),
      to: day(search.to),
    },
  }
}

/** The search params for a view: defaults and unset filters are left out to keep the URL short. */
export function ordersViewToSearch(view: OrdersView): Record<string, string> {
  const search: Record<string, string> = {}
  if (view.tab !== 'active') search.tab = view.tab
  for (const key of Object.keys(NO_FILTERS) as (keyof OrderFilters)[]) {
    const value = view.filters[key]
    if (value !== null) search[key] = value
  }
  return search
}
