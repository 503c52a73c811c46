import { useState } from 'react'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { cancelAllOrders, useOrders } from '../../data/orders.ts'

const ACTIVE = new Set(['pending', 'open', 'partially_filled'])

/** The c shortcut: cancel every open order of the symbol on screen, once confirmed. */
export function CancelSymbolOrders(props: {
  open: boolean
  onClose: () => void
  symbol: string
  portfolioId: string | undefined
}) {
  const { open, onClose, symbol, portfolioId } = props
  const orders = useOrders(portfolioId)
  const [busy, setBusy] = useState(false)
  const count =
    orders?.orders.filter((o) => o.symbol === symbol && ACTIVE.has(o.status)).length ?? 0

  async function confirm() {
    if (portfolioId === undefined || count === 0) return onClose()
    setBusy(true)
    await cancelAllOrders(portfolioId, symbol)
    setBusy(false)
    onClose()
  }

  return (
    <ConfirmDialog
      open={open}
      title={count === 0 ? 'No open orders' : `Cancel ${count} ${symbol} orders?`}
      confirmLabel={count === 0 ? 'OK' : 'Cancel orders'}
      cancelLabel="Keep"
      tone={count === 0 ? 'primary' : 'danger'}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      {count === 0
        ? `There are no open ${symbol} orders to cancel.`
        : `Every open ${symbol} order of this portfolio will be cancelled.`}
    </ConfirmDialog>
  )
}
