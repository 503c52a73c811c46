import { useId } from 'react'
import { useSymbols } from '../../data/symbols.ts'

/** The market's symbols to choose from; the current one stays listed while they load. */
export function SymbolSelect({
  value,
  label,
  onChange,
}: {
  value: string
  label: string
  onChange: (symbol: string) => void
}) {
  const id = useId()
  const symbols = useSymbols()
  const listed = symbols.data?.value.map((s) => s.symbol) ?? []
  const options = listed.includes(value) ? listed : [value, ...listed]
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <select
        id={id}
        className="chart-symbol-select"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {options.map((symbol) => (
          <option key={symbol} value={symbol}>
            {symbol}
          </option>
        ))}
      </select>
    </>
  )
}
