import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { cancelAllOrders } from '../../data/orders.ts'
import { cancelAllText } from './cancel-all-text.ts'

interface CancelAllButtonProps {
  portfolioId: string
  /** Only this symbol's orders; every active order of the portfolio when left out. */
  symbol: string | undefined
  /** How many active orders the engine will cancel, stated before it does. */
  count: number
}

export function CancelAllButton({ portfolioId, symbol, count }: CancelAllButtonProps) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const text = cancelAllText(t, count, symbol)

  async function confirm() {
    setBusy(true)
    // A failure is toasted by cancelAllOrders; either way the question has been answered.
    await cancelAllOrders(portfolioId, symbol)
    setBusy(false)
    setOpen(false)
  }

  return (
    <>
      <button
        type="button"
        className="btn btn-small btn-cancel-order"
        aria-label={text.button}
        disabled={count === 0}
        onClick={() => setOpen(true)}
      >
        {t('orders.cancelAll.button')}
      </button>
      <ConfirmDialog
        open={open}
        title={text.title}
        confirmLabel={busy ? t('orders.cancelAll.cancelling') : text.confirm}
        cancelLabel={t('orders.cancelAll.keep')}
        tone="danger"
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        <p>{text.body}</p>
      </ConfirmDialog>
    </>
  )
}
