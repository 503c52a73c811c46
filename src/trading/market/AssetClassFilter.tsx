import { useTranslation } from 'react-i18next'
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
  const { t } = useTranslation()
  return (
    <div className="class-filter" role="group" aria-label={t('trading.picker.assetClass')}>
      {CLASS_FILTERS.map((f) => (
        <button
          key={f}
          type="button"
          className="class-filter-button"
          aria-pressed={value === f}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onChange(f)}
        >
          {t(`trading.picker.classes.${f}`)}
        </button>
      ))}
    </div>
  )
}
