import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { OrderInput } from '../../../workers/engine/api.ts'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { formatPrice } from '../../lib/format.ts'
import type { OrderEstimate } from './estimate.ts'
import { EstimateSummary } from './EstimateSummary.tsx'
import { orderHeadline } from './messages.ts'
import { priceFieldLabel, stopPriceKind } from './ticket-form.ts'

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
  const { t } = useTranslation()
  const [stopAsking, setStopAsking] = useState(false)
  return (
    <ConfirmDialog
      open={order !== null}
      title={t('ticket.confirm.title')}
      confirmLabel={t('ticket.confirm.place')}
      cancelLabel={t('ticket.confirm.cancel')}
      tone={order?.side === 'sell' ? 'danger' : 'primary'}
      onConfirm={() => onConfirm(stopAsking)}
      onCancel={onCancel}
    >
      {order && (
        <div className="ticket-confirm" data-testid="order-confirm">
          <p className="ticket-confirm-headline">{orderHeadline(t, order)}</p>
          <ul className="ticket-confirm-details">
            {order.price !== undefined && (
              <li>{t('ticket.confirm.limitPrice', { price: formatPrice(order.price) })}</li>
            )}
            {order.stopPrice !== undefined && (
              <li>
                {t('ticket.confirm.stopLine', {
                  label: priceFieldLabel(t, stopPriceKind(order.orderType)),
                  price: formatPrice(order.stopPrice),
                })}
              </li>
            )}
            {order.timeInForce !== undefined && (
              <li>{t('ticket.confirm.tif', { tif: order.timeInForce })}</li>
            )}
            {order.postOnly === true && <li>{t('ticket.flags.postOnly')}</li>}
            {order.reduceOnly === true && <li>{t('ticket.flags.reduceOnly')}</li>}
            {order.market === 'perp' && order.leverage !== undefined && (
              <li>{t('ticket.confirm.leverage', { leverage: order.leverage })}</li>
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
              {t('ticket.confirm.dontAsk')}
            </label>
          )}
        </div>
      )}
    </ConfirmDialog>
  )
}
