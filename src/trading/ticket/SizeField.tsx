import { useTranslation } from 'react-i18next'
import { FormField } from '../../components/FormField.tsx'
import { formatMoney, formatQuantity } from '../../lib/format.ts'
import { formatStep } from './grid.ts'
import { quickSizeQuantity, type GridInfo } from './quantity.ts'
import type { SizeUnit, TicketForm } from './ticket-form.ts'

interface Props {
  id: string
  form: TicketForm
  info: GridInfo
  /** The price sizes are converted at (the order's, else the last). */
  fillPrice: number | null
  /** The lot-aligned quantity read from the field, when it is valid. */
  quantity: number | null
  quickSizes: readonly number[]
  error: string | undefined
  update: (patch: Partial<Omit<TicketForm, 'symbol'>>) => void
  /** Registers the field's box, whose input the b/s shortcuts focus. */
  focusRef: (el: HTMLElement | null) => (() => void) | undefined
}

/** The order size in the base asset or as an amount of the quote currency, and quick sizes. */
export function SizeField({
  id,
  form,
  info,
  fillPrice,
  quantity,
  quickSizes,
  error,
  update,
  focusRef,
}: Props) {
  const { t } = useTranslation()
  const base = form.sizeUnit === 'base'
  const other: SizeUnit = base ? 'quote' : 'base'

  /** Switching units keeps the size: the quantity's value, or the quantity an amount buys. */
  function switchUnit() {
    if (quantity === null || fillPrice === null) return update({ sizeUnit: other, size: '' })
    const size = base ? (quantity * fillPrice).toFixed(2) : formatStep(quantity, info.lotSize)
    update({ sizeUnit: other, size })
  }

  function pickQuickSize(usd: number) {
    const q = quickSizeQuantity(usd, fillPrice, info)
    // Too small for one lot: kept as the amount, so the field says why it cannot be sent.
    if (q === 0) update({ sizeUnit: 'quote', size: String(usd) })
    else update({ sizeUnit: 'base', size: formatStep(q, info.lotSize) })
  }

  const hint =
    quantity !== null && fillPrice !== null
      ? base
        ? `≈ ${formatMoney(quantity * fillPrice, info.quote)}`
        : `≈ ${formatQuantity(quantity)} ${info.base}`
      : undefined

  return (
    <div className="ticket-size" ref={focusRef}>
      <FormField
        id={`${id}-size`}
        label={
          base
            ? t('ticket.size.quantity', { base: info.base })
            : t('ticket.size.amount', { quote: info.quote })
        }
        inputMode="decimal"
        autoComplete="off"
        value={form.size}
        error={error}
        hint={hint}
        adornment={
          <button
            type="button"
            className="input-toggle"
            aria-label={t('ticket.size.enterIn', { unit: base ? info.quote : info.base })}
            onClick={switchUnit}
          >
            {base ? info.quote : info.base}
          </button>
        }
        onChange={(e) => update({ size: e.target.value })}
      />
      {quickSizes.length > 0 && (
        <div className="ticket-quick" role="group" aria-label={t('ticket.size.quick')}>
          {quickSizes.map((usd) => (
            <button
              key={usd}
              type="button"
              className="btn btn-small"
              disabled={fillPrice === null && info.base !== 'USD'}
              onClick={() => pickQuickSize(usd)}
            >
              {formatMoney(usd).replace(/\.00$/, '')}
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
