import { useState } from 'react'
import type { OrderInput } from '../../../workers/engine/api.ts'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { formatPrice } from '../../lib/format.ts'
import type { OrderEstimate } from './estimate.ts'
import { EstimateSummary } from './EstimateSummary.tsx'
import { orderHeadline } from './messages.ts'
import { stopPriceLabel } from './ticket-form.ts'

interface Props {
  order: OrderInput | null
  estimate: OrderEstimate | null
  currency: string
  /** Offered only once the trader's settings are known, so saving them cannot reset the rest. */
  canStopAsking: boolean
  onConfirm: (stopAsking: boolean) => void
  onCancel: () => void
}

/** SPEC §9 "confirm orders": the order summarised before it is sent. */
export function OrderConfirm({
  order,
  estimate,
  currency,
  canStopAsking,
  onConfirm,
  onCancel,
}: Props) {
  const [stopAsking, setStopAsking] = useState(false)
  return (
    <ConfirmDialog
      open={order !== null}
      title="Confirm order"
      confirmLabel="Place order"
      cancelLabel="Cancel"
      tone={order?.side === 'sell' ? 'danger' : 'primary'}
      onConfirm={() => onConfirm(stopAsking)}
      onCancel={onCancel}
    >
      {order && (
        <div className="ticket-confirm" data-testid="order-confirm">
          <p className="ticket-confirm-headline">{orderHeadline(order)}</p>
          <ul className="ticket-confirm-details">
            {order.price !== undefined && <li>Limit price {formatPrice(order.price)}</li>}
            {order.stopPrice !== undefined && (
              <li>
                {stopPriceLabel(order.orderType)} {formatPrice(order.stopPrice)}
              </li>
            )}
            {order.timeInForce !== undefined && <li>Time in force {order.timeInForce}</li>}
            {order.postOnly === true && <li>Post only</li>}
            {order.reduceOnly === true && <li>Reduce only</li>}
            {order.market === 'perp' && order.leverage !== undefined && (
              <li>Leverage {order.leverage}x</li>
            )}
          </ul>
          {estimate && <EstimateSummary estimate={estimate} currency={currency} />}
          {canStopAsking && (
            <label className="checkbox ticket-confirm-skip">
              <input
                type="checkbox"
                checked={stopAsking}
                onChange={(e) => setStopAsking(e.target.checked)}
              />
              {"Don't ask again"}
            </label>
          )}
        </div>
      )}
    </ConfirmDialog>
  )
}
