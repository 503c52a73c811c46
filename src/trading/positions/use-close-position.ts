import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Position } from '../../../protocol/trading.ts'
import { toast } from '../../components/toast/toast.ts'
import { closePosition } from '../../data/orders.ts'
import { formatQuantity } from '../../lib/format.ts'
import { createSubmitLock } from '../ticket/submit-lock.ts'
import { closingSide } from './close-quantity.ts'

export const positionSize = (p: Position): number => (p.market === 'perp' ? p.size : p.quantity)

/**
 * Closes a position (or part of it) once per confirmation: a synchronous lock keeps a double
 * click from sending two opposite-side market orders. Answers whether the close was accepted.
 */
export function useClosePosition(portfolioId: string) {
  const { t } = useTranslation()
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
            t(`positions.close.placed.${closingSide(p.side)}`, {
              quantity: formatQuantity(q),
              symbol: p.symbol,
            }),
          )
        return ok
      } catch {
        // SPEC §8 when the engine could not be asked at all (its answers carry their message).
        toast.error(t('positions.close.failed'))
        return false
      } finally {
        setClosing(false)
      }
    })
  }

  return { close, closing }
}
