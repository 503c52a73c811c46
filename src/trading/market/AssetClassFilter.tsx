import { CLASS_FILTERS, type ClassFilter } from './symbol-options.ts'

/**
 * Toggle buttons for the asset class. A press does not take focus from the search field, so
 * the open list stays open and shows the new class.
 */
export function AssetClassFilter({
  value,
  onChange,
}: {
  value: ClassFilter
  onChange: (value: ClassFilter) => void
}) {
  return (
    <div className="class-filter" role="group" aria-label="Asset class">
      {CLASS_FILTERS.map((f) => (
        <button
          key={f.value}
          type="button"
          className="class-filter-button"
          aria-pressed={value === f.value}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onChange(f.value)}
        >
          {f.label}
        </button>
      ))}
    </div>
  )
}
