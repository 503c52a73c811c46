import { useState } from 'react'
import { useTranslation } from 'react-i18next'
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
  const { t } = useTranslation()
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
      title={
        count === 0
          ? t('trading.cancelSymbol.noneTitle')
          : t('trading.cancelSymbol.title', { count, symbol })
      }
      confirmLabel={t(count === 0 ? 'trading.cancelSymbol.ok' : 'trading.cancelSymbol.confirm')}
      cancelLabel={t('trading.cancelSymbol.keep')}
      tone={count === 0 ? 'primary' : 'danger'}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      {t(count === 0 ? 'trading.cancelSymbol.none' : 'trading.cancelSymbol.body', { symbol })}
    </ConfirmDialog>
  )
}
