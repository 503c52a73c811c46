/**
 * Orders queued offline that the server refused when they were replayed: each becomes a toast
 * with the server's reason, in every signed-in tab, whatever page it shows.
 */
import { useEffect } from 'react'
import type { OrderNotice } from '../../workers/engine/api.ts'
import { getBridge } from '../bridge/connection.ts'
import { subscribe } from '../bridge/watch.ts'
import { toast } from '../components/toast/toast.ts'

export const refusedText = (n: OrderNotice): string =>
  `Queued order on ${n.symbol} refused: ${n.message}`

/** Watches the engine's order notices while the signed-in shell is shown. */
export function useOrderNotices(): void {
  useEffect(
    () =>
      subscribe<OrderNotice>(
        (cb) => getBridge().watchOrderNotices(cb),
        (n) => toast.error(refusedText(n)),
      ),
    [],
  )
}
