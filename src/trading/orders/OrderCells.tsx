import type { OrderSide } from '../../../protocol/trading.ts'
import { sideLabel } from './order-labels.ts'
import { formatUtcDateTime } from './utc-time.ts'

/** Cells every order and fill table shares. */
export function SideCell({ side }: { side: OrderSide }) {
  return (
    <td className={side === 'buy' ? 'order-side buy' : 'order-side sell'}>{sideLabel(side)}</td>
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

export function TimeCell({ iso }: { iso: string }) {
  return (
    <td className="hide-sm">
      <time dateTime={iso}>{formatUtcDateTime(iso)}</time>
    </td>
  )
}
