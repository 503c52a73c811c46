import { useId, useState, type ReactNode, type SubmitEvent } from 'react'
import { useTranslation } from 'react-i18next'
import {
  MOVE_WINDOW_MAX_SEC,
  PRICE_ALERT_CONDITIONS,
  PRICE_ALERT_FREQUENCIES,
  type PriceAlertCondition,
  type PriceAlertCreate,
  type PriceAlertFrequency,
  type Timeframe,
} from '../../../protocol/index.ts'
import { toast } from '../../components/toast/toast.ts'
import { roundToTick, useCreatePriceAlert } from '../../data/price-alerts.ts'
import { useSymbolList } from '../../data/symbols.ts'
import { parseDecimal } from '../../trading/ticket/grid.ts'
import { alertSummary } from './alert-summary.ts'

const TIMEFRAMES: Timeframe[] = ['1m', '5m', '1h', '1d']

/** A control with its visible name above it (the label wraps it, so it names it). */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="price-alert-field">
      <span>{label}</span>
      {children}
    </label>
  )
}
const positive = (text: string): number | undefined => {
  const n = parseDecimal(text)
  return n !== null && n > 0 ? n : undefined
}

/** A new alert: symbol, condition with its price or % move, and how often it may fire. */
export function AlertForm({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation()
  const id = useId()
  const symbols = useSymbolList() ?? []
  const [symbol, setSymbol] = useState('')
  const [condition, setCondition] = useState<PriceAlertCondition>('crossing_up')
  const [price, setPrice] = useState('')
  const [percent, setPercent] = useState('2')
  const [windowSec, setWindowSec] = useState('3600')
  const [frequency, setFrequency] = useState<PriceAlertFrequency>('once')
  const [timeframe, setTimeframe] = useState<Timeframe>('1h')
  const [missing, setMissing] = useState(false)
  const create = useCreatePriceAlert((a) => {
    toast.success(t('alerts.created', { summary: alertSummary(t, a) }))
    setPrice('')
    setMissing(false)
  })
  const chosen = symbol || symbols[0]?.symbol || ''
  const tick = symbols.find((s) => s.symbol === chosen)?.tickSize ?? 0
  const isMove = condition === 'move_pct'

  function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault()
    const level = positive(price)
    const pct = positive(percent)
    const win = positive(windowSec)
    if (isMove ? pct === undefined || win === undefined : level === undefined) {
      setMissing(true)
      return
    }
    const input: PriceAlertCreate = {
      symbol: chosen,
      condition,
      frequency,
      ...(isMove
        ? { percent: pct, windowSec: Math.round(win ?? 0) }
        : { price: roundToTick(level ?? 0, tick) }),
      ...(frequency === 'once_per_bar' ? { timeframe } : {}),
    }
    create.mutate(input)
  }

  const field = (name: string) => `${id}-${name}`
  return (
    <form className="price-alert-form" onSubmit={submit} aria-labelledby={field('title')}>
      <h3 id={field('title')}>{t('alerts.form.title')}</h3>
      <fieldset disabled={disabled || create.isPending}>
        <Field label={t('alerts.form.symbol')}>
          <select value={chosen} onChange={(e) => setSymbol(e.target.value)}>
            {symbols.map((s) => (
              <option key={s.symbol} value={s.symbol}>
                {s.symbol}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('alerts.form.condition')}>
          <select
            value={condition}
            onChange={(e) => setCondition(e.target.value as PriceAlertCondition)}
          >
            {PRICE_ALERT_CONDITIONS.map((c) => (
              <option key={c} value={c}>
                {t(`alerts.conditions.${c}`)}
              </option>
            ))}
          </select>
        </Field>
        {isMove ? (
          <>
            <Field label={t('alerts.form.percent')}>
              <input
                type="number"
                inputMode="decimal"
                min="0"
                max="100"
                step="any"
                value={percent}
                aria-invalid={missing && positive(percent) === undefined}
                onChange={(e) => setPercent(e.target.value)}
              />
            </Field>
            <Field label={t('alerts.form.windowSec')}>
              <input
                type="number"
                inputMode="numeric"
                min="1"
                max={MOVE_WINDOW_MAX_SEC}
                step="1"
                value={windowSec}
                aria-invalid={missing && positive(windowSec) === undefined}
                onChange={(e) => setWindowSec(e.target.value)}
              />
            </Field>
          </>
        ) : (
          <>
            <Field label={t('alerts.form.price')}>
              <input
                type="number"
                inputMode="decimal"
                min="0"
                step="any"
                value={price}
                aria-invalid={missing && positive(price) === undefined}
                aria-describedby={missing ? field('missing') : undefined}
                onChange={(e) => setPrice(e.target.value)}
              />
            </Field>
          </>
        )}
        <Field label={t('alerts.form.frequency')}>
          <select
            value={frequency}
            onChange={(e) => setFrequency(e.target.value as PriceAlertFrequency)}
          >
            {PRICE_ALERT_FREQUENCIES.map((f) => (
              <option key={f} value={f}>
                {t(`alerts.frequencies.${f}`)}
              </option>
            ))}
          </select>
        </Field>
        {frequency === 'once_per_bar' && (
          <>
            <Field label={t('alerts.form.timeframe')}>
              <select value={timeframe} onChange={(e) => setTimeframe(e.target.value as Timeframe)}>
                {TIMEFRAMES.map((tf) => (
                  <option key={tf} value={tf}>
                    {t(`alerts.timeframes.${tf}`)}
                  </option>
                ))}
              </select>
            </Field>
          </>
        )}
        {missing && (
          <p id={field('missing')} className="panel-error" role="alert">
            {t('alerts.form.required')}
          </p>
        )}
        <button type="submit" className="btn btn-primary">
          {create.isPending ? t('alerts.form.submitting') : t('alerts.form.submit')}
        </button>
      </fieldset>
    </form>
  )
}
