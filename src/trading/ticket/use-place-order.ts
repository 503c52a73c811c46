import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { OrderInput } from '../../../workers/engine/api.ts'
import { getBridge } from '../../bridge/connection.ts'
import { toast } from '../../components/toast/toast.ts'
import { reported } from '../../data/orders.ts'
import { orderPlacedMessage } from './messages.ts'
import { createSubmitLock } from './submit-lock.ts'

/**
 * Sends one order at a time: `place` answers false without sending while an order is on its way,
 * so a double click or a held Enter key never places two. The engine makes the order's client id
 * (its Idempotency-Key), so a retry inside the engine never doubles it either.
 */
export function usePlaceOrder() {
  const { t } = useTranslation()
  const [lock] = useState(createSubmitLock)
  const [placing, setPlacing] = useState(false)

  function place(input: OrderInput): boolean {
    const started = lock.run(async () => {
      setPlacing(true)
      try {
        const res = await getBridge().placeOrder(input)
        if (reported(res)) toast.success(orderPlacedMessage(t, res.value))
      } catch {
        // SPEC §8 when the engine itself could not be reached (its answers carry their own).
        toast.error(t('ticket.failed'))
      } finally {
        setPlacing(false)
      }
    })
    return started !== undefined
  }

  return { place, placing, isBusy: () => lock.held }
}
