import { useTranslation } from 'react-i18next'
import type { OrderView } from '../../../workers/engine/api.ts'
import { cancelOrder, cancelQueuedOrder } from '../../data/orders.ts'
import { formatPrice, formatQuantity } from '../../lib/format.ts'
import { ModifyInput } from './ModifyInput.tsx'
import { describeOrder, displayStatus, typeLabel } from './order-labels.ts'
import { QueuedStatusCell, SideCell, StatusCell, TimeCell } from './OrderCells.tsx'
import type { InlineModify } from './use-inline-modify.ts'

interface ActiveOrderCellsProps {
  order: OrderView
  modify: InlineModify
  /** Unique per table: prefixes the row's element ids. */
  idPrefix: string
  compact: boolean
}

export const modifyButtonId = (prefix: string, orderId: string): string =>
  `${prefix}-modify-${orderId}`

/** One active order's cells; its price and quantity become inputs while it is being modified. */
export function ActiveOrderCells({ order: o, modify, idPrefix, compact }: ActiveOrderCellsProps) {
  const { t } = useTranslation()
  const edit = modify.edit?.orderId === o.id ? modify.edit : null
  const name = describeOrder(t, o)
  // Only the server's confirmed version may be acted on: a placing order has no server id yet.
  // A queued one waits in the outbox: it can only be taken back.
  const busy = o.local !== 'confirmed'
  const queued = o.local === 'queued'
  const input = (field: 'price' | 'quantity', first: boolean) =>
    edit && (
      <ModifyInput
        id={`${idPrefix}-${field}-${o.id}`}
        label={t(field === 'price' ? 'orders.row.newPrice' : 'orders.row.newQuantity', { name })}
        value={edit.draft[field]}
        error={edit.errors[field]}
        autoFocus={first}
        disabled={edit.saving}
        onChange={(v) => modify.change(field, v)}
        onSave={() => void modify.save(o)}
        onDiscard={modify.discard}
      />
    )

  return (
    <>
      <td className="symbol">{o.symbol}</td>
      <SideCell side={o.side} />
      <td className="hide-sm">{typeLabel(t, o.orderType)}</td>
      <td className="num">
        {o.price === null
          ? o.orderType === 'market'
            ? t('orders.market')
            : '—'
          : (input('price', true) ?? formatPrice(o.price))}
      </td>
      {!compact && (
        <td className="num hide-sm">{o.stopPrice === null ? '—' : formatPrice(o.stopPrice)}</td>
      )}
      <td className="num">{input('quantity', o.price === null) ?? formatQuantity(o.quantity)}</td>
      <td className="num hide-sm">{formatQuantity(o.filledQuantity)}</td>
      {queued && o.queuedAt !== undefined ? (
        <QueuedStatusCell queuedAt={o.queuedAt} />
      ) : (
        <StatusCell text={displayStatus(t, o)} pending={busy} />
      )}
      <TimeCell iso={o.createdAt} />
      <td className="order-actions">
        {edit ? (
          <>
            <button
              type="button"
              className="btn btn-small btn-primary"
              aria-label={t('orders.row.saveLabel', { name })}
              disabled={edit.saving}
              onClick={() => void modify.save(o)}
            >
              {edit.saving ? t('orders.row.saving') : t('orders.row.save')}
            </button>
            <button
              type="button"
              className="btn btn-small"
              aria-label={t('orders.row.cancelEditLabel', { name })}
              disabled={edit.saving}
              onClick={modify.discard}
            >
              {t('orders.row.cancelEdit')}
            </button>
          </>
        ) : (
          <>
            <button
              id={modifyButtonId(idPrefix, o.id)}
              type="button"
              className="btn btn-small"
              aria-label={t('orders.row.modifyLabel', { name })}
              disabled={busy}
              onClick={() => modify.start(o)}
            >
              {t('orders.row.modify')}
            </button>
            <button
              type="button"
              className="btn btn-small btn-cancel-order"
              aria-label={t('orders.row.cancelLabel', { name })}
              disabled={busy && !queued}
              onClick={() =>
                void (queued ? cancelQueuedOrder(o.portfolioId, o.id) : cancelOrder(o.id))
              }
            >
              {t('orders.row.cancel')}
            </button>
          </>
        )}
      </td>
    </>
  )
}
