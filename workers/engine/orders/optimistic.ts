/**
 * The optimistic order state machine of one portfolio (SPEC §4), pure: no I/O, no clock. Each
 * function takes the state and an event and answers the next state.
 *
 * - place: shown at once as `placing` (keyed by its client id), until the server's answer or
 *   its `orders` push, whichever comes first, replaces it (matched by clientOrderId); a refused
 *   answer removes it.
 * - modify / cancel: shown at once (`modifying`, `cancelling`) on top of the server's last word;
 *   the answer confirms it, a refusal shows the server's last word again, exactly as it was.
 * - the server's word (answer, push or REST snapshot) older than the one held (updatedAt) is
 *   ignored: pushes and answers may cross on the way.
 */
import { ACTIVE_ORDER_STATUSES, type Order, type OrderModify } from '../../../protocol/index.ts'
import type { OrderView } from '../types.ts'

/** SPEC §9: lists of orders and trades are kept to the newest 1000. */
export const ORDERS_MAX = 1000

export type Pending =
  { op: number; kind: 'modify'; patch: OrderModify } | { op: number; kind: 'cancel' }

export type HeldOrder =
  | { kind: 'placing'; draft: Order }
  /** `seenAt`: the revision at which the server last spoke about it. */
  | { kind: 'server'; order: Order; pending: Pending | null; seenAt: number }

export interface OrdersState {
  /** By server id; by client id while placing. */
  readonly held: ReadonlyMap<string, HeldOrder>
  /** Grows with every word of the server, so a snapshot knows what came while it was asked. */
  readonly rev: number
}

export const emptyOrders = (): OrdersState => ({ held: new Map(), rev: 0 })

const isActive = (o: Order): boolean => ACTIVE_ORDER_STATUSES.includes(o.status)
const timeOf = (iso: string): number => {
  const t = Date.parse(iso)
  return Number.isNaN(t) ? 0 : t
}
/** Whether `incoming` is at least as recent as `held` (the same time is the same word). */
const notOlder = (incoming: Order, held: Order): boolean =>
  timeOf(incoming.updatedAt) >= timeOf(held.updatedAt)

/** A new order, shown at once. `draft.id` is its client id until the server gives its own. */
export function placing(state: OrdersState, draft: Order): OrdersState {
  const held = new Map(state.held)
  held.set(draft.id, { kind: 'placing', draft })
  return { held, rev: state.rev }
}

/** The server's word about one order: a push, or an answer to place, modify or cancel. */
export function received(state: OrdersState, order: Order): OrdersState {
  const current = state.held.get(order.id)
  if (current?.kind === 'server' && !notOlder(order, current.order)) return state
  const held = new Map(state.held)
  if (order.clientOrderId !== null) {
    const draft = held.get(order.clientOrderId)
    if (draft?.kind === 'placing') held.delete(order.clientOrderId)
  }
  const pending = current?.kind === 'server' && isActive(order) ? current.pending : null
  const rev = state.rev + 1
  held.set(order.id, { kind: 'server', order, pending, seenAt: rev })
  return prune({ held, rev })
}

/** The answer to a place: the server's order, or null when it was refused. */
export function placeAnswered(
  state: OrdersState,
  clientOrderId: string,
  order: Order | null,
): OrdersState {
  if (order !== null) return received(state, order)
  // A push may have confirmed it already (then it is no longer held as placing).
  if (state.held.get(clientOrderId)?.kind !== 'placing') return state
  const held = new Map(state.held)
  held.delete(clientOrderId)
  return { held, rev: state.rev }
}

/** A modify or cancel sent for an active order the server has confirmed. */
export function pendingStarted(state: OrdersState, id: string, pending: Pending): OrdersState {
  const current = state.held.get(id)
  if (current?.kind !== 'server' || !isActive(current.order)) return state
  const held = new Map(state.held)
  held.set(id, { ...current, pending })
  return { held, rev: state.rev }
}

/**
 * The answer to modify or cancel `op`: the server's order, or null when refused (the order is
 * then the server's last word again). A later op of the same order stays pending.
 */
export function pendingSettled(
  state: OrdersState,
  id: string,
  op: number,
  order: Order | null,
): OrdersState {
  const current = state.held.get(id)
  let next = state
  if (current?.kind === 'server' && current.pending?.op === op) {
    const held = new Map(state.held)
    held.set(id, { ...current, pending: null })
    next = { held, rev: state.rev }
  }
  return order === null ? next : received(next, order)
}

/**
 * A fresh list from the server (REST, newest first) asked for at revision `since`: it replaces
 * what is held, except orders the server spoke of since (their word is as new or newer), orders
 * still being placed, and changes still pending.
 */
export function snapshot(state: OrdersState, orders: readonly Order[], since: number): OrdersState {
  const held = new Map<string, HeldOrder>()
  const rev = state.rev + 1
  const listed = new Set<string>()
  for (const order of orders) {
    listed.add(order.id)
    if (order.clientOrderId !== null) listed.add(`client:${order.clientOrderId}`)
    const current = state.held.get(order.id)
    if (current?.kind === 'server' && !notOlder(order, current.order)) {
      held.set(order.id, current)
      continue
    }
    const pending = current?.kind === 'server' && isActive(order) ? current.pending : null
    held.set(order.id, { kind: 'server', order, pending, seenAt: rev })
  }
  for (const [key, h] of state.held) {
    if (listed.has(key)) continue
    if (h.kind === 'placing' && !listed.has(`client:${h.draft.id}`)) held.set(key, h)
    if (h.kind === 'server' && (h.seenAt > since || h.pending !== null)) held.set(key, h)
  }
  return prune({ held, rev })
}

export function viewOf(h: HeldOrder): OrderView {
  if (h.kind === 'placing') return { ...h.draft, local: 'placing' }
  if (h.pending?.kind === 'modify') {
    const { price, quantity } = h.pending.patch
    return {
      ...h.order,
      price: price ?? h.order.price,
      quantity: quantity ?? h.order.quantity,
      local: 'modifying',
    }
  }
  if (h.pending?.kind === 'cancel') return { ...h.order, local: 'cancelling' }
  return { ...h.order, local: 'confirmed' }
}

const newestFirst = (a: Order, b: Order): number =>
  timeOf(b.createdAt) - timeOf(a.createdAt) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)

/** Active and past orders as the trader sees them, newest first, at most ORDERS_MAX. */
export function viewList(state: OrdersState): OrderView[] {
  return [...state.held.values()].map(viewOf).sort(newestFirst).slice(0, ORDERS_MAX)
}

/** What the server has confirmed, newest first (what is kept in IndexedDB). */
export function confirmedList(state: OrdersState): Order[] {
  const out: Order[] = []
  for (const h of state.held.values()) if (h.kind === 'server') out.push(h.order)
  return out.sort(newestFirst).slice(0, ORDERS_MAX)
}

export function findOrder(state: OrdersState, id: string): Order | null {
  const h = state.held.get(id)
  return h?.kind === 'server' ? h.order : null
}

/** Past orders beyond ORDERS_MAX go, oldest first; active, placing and pending ones stay. */
function prune(state: OrdersState): OrdersState {
  if (state.held.size <= ORDERS_MAX) return state
  const done = [...state.held.values()]
    .flatMap((h) =>
      h.kind === 'server' && h.pending === null && !isActive(h.order) ? [h.order] : [],
    )
    .sort(newestFirst)
  const held = new Map(state.held)
  for (const o of done.slice(Math.max(0, ORDERS_MAX - (state.held.size - done.length))))
    held.delete(o.id)
  return { held, rev: state.rev }
}
