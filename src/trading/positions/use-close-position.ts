import { useState } from 'react'
import type { Position } from '../../../protocol/trading.ts'
import { toast } from '../../components/toast/toast.ts'
import { closePosition } from '../../data/orders.ts'
import { formatQuantity } from '../../lib/format.ts'
import { createSubmitLock } from '../ticket/submit-lock.ts'
import { closingSide } from './close-quantity.ts'

/** SPEC §8 when the engine could not be asked at all (its own answers carry their message). */
const CLOSE_FAILED = 'Failed to close position'

export const positionSize = (p: Position): number => (p.market === 'perp' ? p.size : p.quantity)

/**
 * Closes a position (or part of it) once per confirmation: a synchronous lock keeps a double
 * click from sending two opposite-side market orders. Answers whether the close was accepted.
 */
export function useClosePosition(portfolioId: string) {
  const [lock] = useState(createSubmitLock)
  const [closing, setClosing] = useState(false)

  function close(p: Position, quantity: number | undefined): Promise<boolean> | undefined {
    return lock.run(async () => {
      setClosing(true)
      try {
        const ok = await closePosition(portfolioId, p.id, quantity)
        const q = quantity ?? positionSize(p)
        if (ok)
          toast.success(
            `Closing order placed: ${closingSide(p.side)} ${formatQuantity(q)} ${p.symbol}`,
          )
        return ok
      } catch {
        toast.error(CLOSE_FAILED)
        return false
      } finally {
        setClosing(false)
      }
    })
  }

  return { close, closing }
}
