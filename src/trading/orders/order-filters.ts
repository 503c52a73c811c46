/**
 * Which orders and fills the order tables show: active versus history (SPEC §4), the filter bar's
 * choices, and newest first. Pure functions, so the tables and the tab counts agree.
 */
import {
  ACTIVE_ORDER_STATUSES,
  TRADES_MAX_LIMIT,
  type Order,
  type OrderSide,
  type OrderStatus,
  type OrderType,
  type Trade,
} from '../../../protocol/trading.ts'
import { dayRange } from './utc-time.ts'

export interface OrderFilters {
  symbol: string | null
  side: OrderSide | null
  type: OrderType | null
  status: OrderStatus | null
  /** First day shown, YYYY-MM-DD in UTC (SPEC §9's display timezone), inclusive. */
  from: string | null
  /** Last day shown, YYYY-MM-DD in UTC, inclusive. */
  to: string | null
}

export const NO_FILTERS: OrderFilters = {
  symbol: null,
  side: null,
  type: null,
  status: null,
  from: null,
  to: null,
}

export const hasFilters = (f: OrderFilters): boolean => Object.values(f).some((v) => v !== null)

/** SPEC §4: pending, open and partially filled orders are active; every other status is history. */
export const isActiveOrder = (o: Pick<Order, 'status'>): boolean =>
  ACTIVE_ORDER_STATUSES.includes(o.status)

/**
 * When an order last mattered to the trader: an active one when it was placed, a finished one
 * when it was filled, cancelled, rejected or expired.
 */
export const orderTime = (o: Pick<Order, 'status' | 'createdAt' | 'updatedAt'>): number =>
  Date.parse(isActiveOrder(o) ? o.createdAt : o.updatedAt)

/** Newest first; equal times keep a stable order by id. */
export function sortNewestFirst<T>(items: readonly T[], timeOf: (item: T) => number): T[] {
  return items
    .map((item) => ({ item, t: timeOf(item) }))
    .sort((a, b) => b.t - a.t)
    .map(({ item }) => item)
}

/** Active and history, each newest first. */
export function splitOrders<T extends Order>(orders: readonly T[]): { active: T[]; history: T[] } {
  const active: T[] = []
  const history: T[] = []
  for (const o of orders) (isActiveOrder(o) ? active : history).push(o)
  return {
    active: sortNewestFirst(active, orderTime),
    history: sortNewestFirst(history, orderTime),
  }
}

/** Fills newest first and at most SPEC §9's 1000, whatever the engine hands over. */
export const latestFills = (trades: readonly Trade[]): Trade[] =>
  sortNewestFirst(trades, (t) => Date.parse(t.timestamp)).slice(0, TRADES_MAX_LIMIT)

function inDays(filters: OrderFilters): (time: number) => boolean {
  const range = dayRange(filters.from, filters.to)
  return (t) => t >= range.start && t < range.end
}

/** The orders every filter of the bar lets through. */
export function filterOrders<T extends Order>(orders: readonly T[], filters: OrderFilters): T[] {
  const inRange = inDays(filters)
  return orders.filter(
    (o) =>
      (filters.symbol === null || o.symbol === filters.symbol) &&
      (filters.side === null || o.side === filters.side) &&
      (filters.type === null || o.orderType === filters.type) &&
      (filters.status === null || o.status === filters.status) &&
      inRange(orderTime(o)),
  )
}

/** Fills have no order type or status: those two filters do not apply to them. */
export function filterTrades(trades: readonly Trade[], filters: OrderFilters): Trade[] {
  const inRange = inDays(filters)
  return trades.filter(
    (t) =>
      (filters.symbol === null || t.symbol === filters.symbol) &&
      (filters.side === null || t.side === filters.side) &&
      inRange(Date.parse(t.timestamp)),
  )
}

/** Every symbol among these orders and fills, once, alphabetically: the symbol filter's choices. */
export function symbolsOf(...lists: readonly (readonly { symbol: string }[])[]): string[] {
  return [...new Set(lists.flatMap((list) => list.map((x) => x.symbol)))].sort()
}
