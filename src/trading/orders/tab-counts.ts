import type { TFunction } from 'i18next'
import type { Order, Trade } from '../../../protocol/trading.ts'
import {
  filterOrders,
  filterTrades,
  latestFills,
  splitOrders,
  type OrderFilters,
} from './order-filters.ts'

export type TabCounts = Record<'active' | 'history' | 'trades', number | null>

/**
 * How many rows each tab shows with these filters, for the tab labels; a list not loaded yet
 * counts as null so its label shows no number rather than a wrong zero.
 */
export function tabCounts(
  orders: readonly Order[] | null,
  trades: readonly Trade[] | null,
  filters: OrderFilters,
): TabCounts {
  const split = orders === null ? null : splitOrders(orders)
  return {
    active: split && filterOrders(split.active, filters).length,
    history: split && filterOrders(split.history, filters).length,
    trades: trades === null ? null : filterTrades(latestFills(trades), filters).length,
  }
}

/** "Active orders (3)"; just the name while the count is unknown. */
export const countedLabel = (t: TFunction, name: string, count: number | null): string =>
  count === null ? name : t('orders.tabs.counted', { name, count })
