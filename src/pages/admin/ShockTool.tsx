import { useState, type SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { MARKET_SHOCK_MAX_PERCENT } from '../../../protocol/index.ts'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { toast } from '../../components/toast/toast.ts'
import { useShockMarket } from '../../data/admin.ts'
import { useLocalizeMessage } from '../../i18n/known-messages.ts'

/** The drill: moves a symbol's index at once by a percentage, after a confirmation. */
export function ShockTool({ symbols, disabled }: { symbols: string[]; disabled: boolean }) {
  const [symbol, setSymbol] = useState('')
  const [percent, setPercent] = useState('')
  const [asking, setAsking] = useState(false)
  const shock = useShockMarket()
  const { t } = useTranslation()
  const localize = useLocalizeMessage()
  const chosen = symbol || symbols[0] || ''
  const value = Number(percent)
  const valid =
    chosen !== '' &&
    percent.trim() !== '' &&
    Number.isFinite(value) &&
    value !== 0 &&
    Math.abs(value) <= MARKET_SHOCK_MAX_PERCENT

  const submit = (e: SyntheticEvent) => {
    e.preventDefault()
    if (valid) setAsking(true)
  }

  return (
    <form className="panel admin-shock" onSubmit={submit} aria-labelledby="admin-shock-title">
      <h2 id="admin-shock-title">{t('admin.shock.title')}</h2>
      <p className="admin-muted">{t('admin.shock.explain')}</p>
      <div className="admin-shock-fields">
        <label className="field">
          <span>{t('admin.shock.symbol')}</span>
          <select value={chosen} onChange={(e) => setSymbol(e.target.value)}>
            {symbols.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('admin.shock.percent', { max: MARKET_SHOCK_MAX_PERCENT })}</span>
          <input
            type="number"
            inputMode="decimal"
            step="any"
            min={-MARKET_SHOCK_MAX_PERCENT}
            max={MARKET_SHOCK_MAX_PERCENT}
            value={percent}
            onChange={(e) => setPercent(e.target.value)}
          />
        </label>
        <button type="submit" className="btn" disabled={disabled || !valid || shock.isPending}>
          {t('admin.shock.apply')}
        </button>
      </div>
      <ConfirmDialog
        open={asking}
        title={t('admin.shock.confirmTitle', {
          symbol: chosen,
          percent: `${value > 0 ? '+' : ''}${value}`,
        })}
        confirmLabel={t('admin.shock.apply')}
        tone="danger"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false)
          shock.mutate(
            { symbol: chosen, percent: value },
            {
              onSuccess: (r) => toast.success(t('admin.shock.done', r)),
              onError: (err) => toast.error(localize(err.message)),
            },
          )
        }}
      >
        <p>{t('admin.shock.confirmBody')}</p>
      </ConfirmDialog>
    </form>
  )
}
