import { useId, type ReactNode } from 'react'
import { orderSide, orderStatus, orderType } from '../../../protocol/trading.ts'
import { hasFilters, NO_FILTERS, type OrderFilters } from './order-filters.ts'
import { sideLabel, statusLabel, typeLabel } from './order-labels.ts'
import '../../styles/trading-orders.css'

interface OrderFiltersBarProps {
  filters: OrderFilters
  /** The symbols the trader's orders and fills have. */
  symbols: readonly string[]
  onChange: (filters: OrderFilters) => void
}

const capitalised = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1)

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
      aria-label="Filter orders"
      onSubmit={(e) => e.preventDefault()}
    >
      <Field id={`${id}-symbol`} label="Symbol">
        <select
          id={`${id}-symbol`}
          value={filters.symbol ?? ''}
          onChange={(e) => set('symbol', choice(e.target.value, symbolOptions))}
        >
          <option value="">All symbols</option>
          {symbolOptions.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-side`} label="Side">
        <select
          id={`${id}-side`}
          value={filters.side ?? ''}
          onChange={(e) => set('side', choice(e.target.value, orderSide.options))}
        >
          <option value="">All sides</option>
          {orderSide.options.map((s) => (
            <option key={s} value={s}>
              {sideLabel(s)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-type`} label="Type">
        <select
          id={`${id}-type`}
          value={filters.type ?? ''}
          onChange={(e) => set('type', choice(e.target.value, orderType.options))}
        >
          <option value="">All types</option>
          {orderType.options.map((t) => (
            <option key={t} value={t}>
              {capitalised(typeLabel(t))}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-status`} label="Status">
        <select
          id={`${id}-status`}
          value={filters.status ?? ''}
          onChange={(e) => set('status', choice(e.target.value, orderStatus.options))}
        >
          <option value="">All statuses</option>
          {orderStatus.options.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-from`} label="From (UTC)">
        <input
          id={`${id}-from`}
          type="date"
          value={filters.from ?? ''}
          max={filters.to ?? undefined}
          onChange={(e) => set('from', e.target.value === '' ? null : e.target.value)}
        />
      </Field>
      <Field id={`${id}-to`} label="To (UTC)">
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
        Clear
      </button>
    </form>
  )
}
