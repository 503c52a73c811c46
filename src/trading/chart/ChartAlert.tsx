import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '../../components/toast/toast.ts'
import { alertAtPrice, roundToTick, useCreatePriceAlert } from '../../data/price-alerts.ts'
import { usePrice } from '../../data/prices.ts'
import { useSymbolInfo } from '../../data/symbols.ts'
import { formatPrice } from '../../lib/format.ts'
import { parseDecimal } from '../ticket/grid.ts'
import './chart-alert.css'

export interface ChartAlertProps {
  symbol: string
  /** The price under the crosshair when the trader last pointed at the plot, if they did. */
  pointedPrice: () => number | null
}

/**
 * "Set alert at this price" on a chart: a button opening a small form whose price starts at the
 * crosshair's (or the last price), editable by keyboard. Escape or Cancel closes it.
 */
export function ChartAlert({ symbol, pointedPrice }: ChartAlertProps) {
  const { t } = useTranslation()
  const formId = useId()
  const [open, setOpen] = useState(false)
  const [price, setPrice] = useState('')
  const inputRef = useRef<HTMLInputElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const last = usePrice(symbol)?.price
  const tick = useSymbolInfo(symbol)?.tickSize ?? 0
  const create = useCreatePriceAlert((a) => {
    toast.success(
      t(`marketView.book.alertSet.${a.condition === 'below' ? 'below' : 'above'}`, {
        symbol: a.symbol,
        price: formatPrice(a.price ?? 0),
      }),
    )
    setOpen(false)
  })

  useEffect(() => {
    if (open) inputRef.current?.select()
  }, [open])

  function openForm() {
    const start = pointedPrice() ?? last
    setPrice(start === undefined ? '' : String(roundToTick(start, tick)))
    setOpen(true)
  }

  function close() {
    setOpen(false)
    buttonRef.current?.focus()
  }

  function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault()
    const level = parseDecimal(price)
    if (level === null || !(level > 0)) return
    create.mutate(alertAtPrice(symbol, roundToTick(level, tick), last))
  }

  return (
    <div className="chart-alert">
      <button
        ref={buttonRef}
        type="button"
        className="chart-chip"
        aria-expanded={open}
        aria-controls={formId}
        aria-label={t('marketView.chart.alert.openLabel')}
        onClick={() => (open ? close() : openForm())}
      >
        {t('marketView.chart.alert.open')}
      </button>
      {open && (
        <form
          id={formId}
          className="chart-alert-form"
          onSubmit={submit}
          onKeyDown={(e) => {
            if (e.key !== 'Escape') return
            e.stopPropagation()
            close()
          }}
        >
          <label>
            <span>{t('marketView.chart.alert.price')}</span>
            <input
              ref={inputRef}
              type="number"
              inputMode="decimal"
              min="0"
              step="any"
              value={price}
              onChange={(e) => setPrice(e.target.value)}
            />
          </label>
          <p className="chart-alert-hint">{t('marketView.chart.alert.hint')}</p>
          <div className="chart-alert-actions">
            <button type="submit" className="btn btn-small btn-primary" disabled={create.isPending}>
              {t('marketView.chart.alert.submit')}
            </button>
            <button type="button" className="btn btn-small" onClick={close}>
              {t('marketView.chart.alert.cancel')}
            </button>
          </div>
        </form>
      )}
    </div>
  )
}
