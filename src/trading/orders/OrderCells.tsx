import { useTranslation } from 'react-i18next'
import type { OrderSide } from '../../../protocol/trading.ts'
import { useNow } from '../../lib/use-now.ts'
import { queuedAge, queuedLabel, sideLabel } from './order-labels.ts'
import { formatUtcDateTime } from './utc-time.ts'

/** Cells every order and fill table shares. */
export function SideCell({ side }: { side: OrderSide }) {
  const { t } = useTranslation()
  return (
    <td className={side === 'buy' ? 'order-side buy' : 'order-side sell'}>{sideLabel(t, side)}</td>
  )
}

/** `pending`: the engine is still waiting for the server (placing, modifying, cancelling). */
export function StatusCell({ text, pending = false }: { text: string; pending?: boolean }) {
  return (
    <td>
      <span className={pending ? 'order-status pending' : 'order-status'}>{text}</span>
    </td>
  )
}

/** A queued order's status and how long it has waited, kept current every 15 s. */
export function QueuedStatusCell({ queuedAt }: { queuedAt: number }) {
  const { t } = useTranslation()
  const now = useNow(15_000)
  return (
    <td>
      <span className="order-status pending" data-testid="queued-status">
        {queuedLabel(t)} · {queuedAge(t, queuedAt, now)}
      </span>
    </td>
  )
}

export function TimeCell({ iso }: { iso: string }) {
  return (
    <td className="hide-sm">
      <time dateTime={iso}>{formatUtcDateTime(iso)}</time>
    </td>
  )
}
