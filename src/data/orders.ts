/**
 * The signed-in trader's orders, positions, fills and balance per portfolio, live from the
 * engine's watches (one per portfolio per tab, while some component shows it), and the actions
 * on them. A failed action toasts SPEC §8's message and answers false; the engine has already
 * reverted its optimistic change.
 */
import { atomFamily } from 'jotai-family'
import type { OrderModify } from '../../protocol/index.ts'
import type {
  BalanceUpdate,
  EngineResult,
  FillsUpdate,
  OrdersUpdate,
  OpenPositionsUpdate,
} from '../../workers/engine/api.ts'
import { atom, useAtomValue, type Atom } from '../app/store.ts'
import { getBridge } from '../bridge/connection.ts'
import { subscribe } from '../bridge/watch.ts'
import { failureMessages } from '../components/toast/failure-messages.ts'
import { toast } from '../components/toast/toast.ts'

type Watch<V> = (portfolioId: string, cb: (v: V) => void) => Promise<number>

/** An atom per portfolio holding the watch's last value, watched while mounted. */
const watched = <V>(start: () => Watch<V>) =>
  atomFamily((portfolioId: string): Atom<V | null> => {
    const a = atom<V | null>(null)
    a.onMount = (set) => subscribe<V>((cb) => start()(portfolioId, cb), set)
    return a
  })

export const ordersAtom = watched<OrdersUpdate>(() => getBridge().watchOrders)
export const positionsAtom = watched<OpenPositionsUpdate>(() => getBridge().watchPositions)
export const fillsAtom = watched<FillsUpdate>(() => getBridge().watchFills)
export const balanceAtom = watched<BalanceUpdate>(() => getBridge().watchBalance)

const none = atom(null)
const use = <V>(family: (id: string) => Atom<V | null>, portfolioId: string | undefined) =>
  useAtomValue(portfolioId === undefined ? none : family(portfolioId))

/** Active and past orders, newest first; null until the first answer. */
export const useOrders = (portfolioId: string | undefined): OrdersUpdate | null =>
  use(ordersAtom, portfolioId)
export const usePositions = (portfolioId: string | undefined): OpenPositionsUpdate | null =>
  use(positionsAtom, portfolioId)
export const useFills = (portfolioId: string | undefined): FillsUpdate | null =>
  use(fillsAtom, portfolioId)
export const useBalance = (portfolioId: string | undefined): BalanceUpdate | null =>
  use(balanceAtom, portfolioId)

/** Shows the failure (one toast per field on a 422) and answers whether the call succeeded. */
export function reported<T>(res: EngineResult<T>): res is { ok: true; value: T } {
  if (!res.ok) for (const m of failureMessages(res.error)) toast.error(m)
  return res.ok
}

export const modifyOrder = async (id: string, patch: OrderModify): Promise<boolean> =>
  reported(await getBridge().modifyOrder(id, patch))

export const cancelOrder = async (id: string): Promise<boolean> =>
  reported(await getBridge().cancelOrder(id))

/** Takes back an order queued offline before it is sent. */
export const cancelQueuedOrder = async (portfolioId: string, id: string): Promise<boolean> =>
  reported(await getBridge().cancelQueuedOrder(portfolioId, id))

export const cancelAllOrders = async (portfolioId: string, symbol?: string): Promise<boolean> =>
  reported(await getBridge().cancelAllOrders(portfolioId, symbol))

/** SPEC §4: the whole position when `quantity` is left out. */
export const closePosition = async (
  portfolioId: string,
  positionId: string,
  quantity?: number,
): Promise<boolean> => reported(await getBridge().closePosition(portfolioId, positionId, quantity))
