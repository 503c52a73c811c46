import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { orderSide, orderStatus, orderType } from '../../../protocol/trading.ts'
import { hasFilters, NO_FILTERS, type OrderFilters } from './order-filters.ts'
import { sideLabel, statusLabel, typeTitle } from './order-labels.ts'
import '../../styles/trading-orders.css'

interface OrderFiltersBarProps {
  filters: OrderFilters
  /** The symbols the trader's orders and fills have. */
  symbols: readonly string[]
  onChange: (filters: OrderFilters) => void
}

function Field(props: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="orders-filter">
      <label htmlFor={props.id}>{props.label}</label>
      {props.children}
    </div>
  )
}

/** Symbol, side, type, status and a range of UTC days; every change applies at once. */
export function OrderFiltersBar({ filters, symbols, onChange }: OrderFiltersBarProps) {
  const { t } = useTranslation()
  const id = useId()
  const set = <K extends keyof OrderFilters>(key: K, value: OrderFilters[K]) =>
    onChange({ ...filters, [key]: value })
  const choice = <T extends string>(value: string, options: readonly T[]): T | null =>
    (options as readonly string[]).includes(value) ? (value as T) : null
  // A symbol chosen through a shared link stays selectable even with no order of it here.
  const symbolOptions =
    filters.symbol !== null && !symbols.includes(filters.symbol)
      ? [filters.symbol, ...symbols]
      : symbols

  return (
    <form
      className="orders-filters"
      role="search"
      aria-label={t('orders.filters.label')}
      onSubmit={(e) => e.preventDefault()}
    >
      <Field id={`${id}-symbol`} label={t('orders.filters.symbol')}>
        <select
          id={`${id}-symbol`}
          value={filters.symbol ?? ''}
          onChange={(e) => set('symbol', choice(e.target.value, symbolOptions))}
        >
          <option value="">{t('orders.filters.allSymbols')}</option>
          {symbolOptions.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-side`} label={t('orders.filters.side')}>
        <select
          id={`${id}-side`}
          value={filters.side ?? ''}
          onChange={(e) => set('side', choice(e.target.value, orderSide.options))}
        >
          <option value="">{t('orders.filters.allSides')}</option>
          {orderSide.options.map((s) => (
            <option key={s} value={s}>
              {sideLabel(t, s)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-type`} label={t('orders.filters.type')}>
        <select
          id={`${id}-type`}
          value={filters.type ?? ''}
          onChange={(e) => set('type', choice(e.target.value, orderType.options))}
        >
          <option value="">{t('orders.filters.allTypes')}</option>
          {orderType.options.map((type) => (
            <option key={type} value={type}>
              {typeTitle(t, type)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-status`} label={t('orders.filters.status')}>
        <select
          id={`${id}-status`}
          value={filters.status ?? ''}
          onChange={(e) => set('status', choice(e.target.value, orderStatus.options))}
        >
          <option value="">{t('orders.filters.allStatuses')}</option>
          {orderStatus.options.map((s) => (
            <option key={s} value={s}>
              {statusLabel(t, s)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-from`} label={t('orders.filters.from')}>
        <input
          id={`${id}-from`}
          type="date"
          value={filters.from ?? ''}
          max={filters.to ?? undefined}
          onChange={(e) => set('from', e.target.value === '' ? null : e.target.value)}
        />
      </Field>
      <Field id={`${id}-to`} label={t('orders.filters.to')}>
        <input
          id={`${id}-to`}
          type="date"
          value={filters.to ?? ''}
          min={filters.from ?? undefined}
          onChange={(e) => set('to', e.target.value === '' ? null : e.target.value)}
        />
      </Field>
      <button
        type="button"
        className="btn btn-small orders-filters-clear"
        disabled={!hasFilters(filters)}
        onClick={() => onChange(NO_FILTERS)}
      >
        {t('orders.filters.clear')}
      </button>
    </form>
  )
}
