import { useId, useState, type SubmitEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { HoldingCreate } from '../../../protocol/index.ts'
import { FormField } from '../../components/FormField.tsx'
import { fieldLocation } from '../../components/toast/failure-messages.ts'
import { toast } from '../../components/toast/toast.ts'
import { useAddHolding } from '../../data/portfolios.ts'
import { EngineCallError } from '../../data/query-client.ts'
import { useSymbolList } from '../../data/symbols.ts'
import { parseDecimal } from '../../trading/ticket/grid.ts'

type Field = keyof HoldingCreate

const positive = (text: string): number | null => {
  const n = parseDecimal(text)
  return n !== null && n > 0 ? n : null
}

/** The server's 422 answer as one message per field of the form. */
function serverErrors(err: Error | null): Partial<Record<Field, string>> {
  if (!(err instanceof EngineCallError) || err.status !== 422) return {}
  const out: Partial<Record<Field, string>> = {}
  for (const f of err.failure.fields ?? []) {
    const where = fieldLocation(f.loc)
    if (where === 'symbol' || where === 'quantity' || where === 'averagePrice') out[where] = f.msg
  }
  return out
}

/** Adds a holding of assets held elsewhere: symbol, quantity and the average price paid. */
export function ManualHoldingForm({
  portfolioId,
  disabled,
}: {
  portfolioId: string
  disabled: boolean
}) {
  const { t } = useTranslation()
  const id = useId()
  const symbols = useSymbolList() ?? []
  const [symbol, setSymbol] = useState('')
  const [quantity, setQuantity] = useState('')
  const [price, setPrice] = useState('')
  const [checked, setChecked] = useState(false)
  const add = useAddHolding(portfolioId, (h) => {
    toast.success(t('portfolio.manual.added', { symbol: h.symbol }))
    setQuantity('')
    setPrice('')
    setChecked(false)
  })
  const chosen = symbol || symbols[0]?.symbol || ''
  const fromServer = serverErrors(add.error)
  const mine = (text: string) =>
    checked && positive(text) === null ? t('portfolio.manual.positive') : undefined

  function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault()
    setChecked(true)
    const q = positive(quantity)
    const p = positive(price)
    if (q === null || p === null || chosen === '') return
    add.mutate({ symbol: chosen, quantity: q, averagePrice: p })
  }

  return (
    <form
      className="manual-holding-form"
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      noValidate
      data-testid="manual-holding-form"
    >
      <h3 id={`${id}-title`}>{t('portfolio.manual.title')}</h3>
      <p className="field-hint">{t('portfolio.manual.intro')}</p>
      <fieldset disabled={disabled || add.isPending}>
        <div className={fromServer.symbol ? 'field has-error' : 'field'}>
          <label htmlFor={`${id}-symbol`}>{t('portfolio.manual.symbol')}</label>
          <select
            id={`${id}-symbol`}
            value={chosen}
            aria-invalid={fromServer.symbol ? true : undefined}
            aria-describedby={fromServer.symbol ? `${id}-symbol-error` : undefined}
            onChange={(e) => setSymbol(e.target.value)}
          >
            {symbols.map((s) => (
              <option key={s.symbol} value={s.symbol}>
                {s.symbol}
              </option>
            ))}
          </select>
          {fromServer.symbol && (
            <p id={`${id}-symbol-error`} className="field-error">
              {fromServer.symbol}
            </p>
          )}
        </div>
        <FormField
          id={`${id}-quantity`}
          label={t('portfolio.manual.quantity')}
          inputMode="decimal"
          autoComplete="off"
          value={quantity}
          error={mine(quantity) ?? fromServer.quantity}
          onChange={(e) => setQuantity(e.target.value)}
        />
        <FormField
          id={`${id}-price`}
          label={t('portfolio.manual.averagePrice')}
          inputMode="decimal"
          autoComplete="off"
          value={price}
          error={mine(price) ?? fromServer.averagePrice}
          onChange={(e) => setPrice(e.target.value)}
        />
        <button type="submit" className="btn btn-primary">
          {add.isPending ? t('portfolio.manual.submitting') : t('portfolio.manual.submit')}
        </button>
      </fieldset>
    </form>
  )
}
