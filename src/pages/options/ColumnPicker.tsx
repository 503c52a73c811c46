import { useTranslation } from 'react-i18next'
import { useAtom } from '../../app/store.ts'
import { CHAIN_COLUMNS, chainColumnsAtom, type ChainColumn } from './options-state.ts'

/** The chain's columns, chosen by the trader and remembered on this device; one at least. */
export function ColumnPicker() {
  const { t } = useTranslation()
  const [columns, setColumns] = useAtom(chainColumnsAtom)
  const toggle = (column: ChainColumn) => {
    const next = columns.includes(column)
      ? columns.filter((c) => c !== column)
      : [...columns, column]
    if (next.length > 0) setColumns(next)
  }
  return (
    <details className="column-picker">
      <summary className="btn btn-small">{t('options.columns.choose')}</summary>
      <fieldset>
        <legend className="visually-hidden">{t('options.columns.choose')}</legend>
        {CHAIN_COLUMNS.map((c) => (
          <label key={c} className="column-choice">
            <input
              type="checkbox"
              checked={columns.includes(c)}
              onChange={() => toggle(c)}
              data-testid={`column-${c}`}
            />
            {t(`options.columns.${c}`)}
          </label>
        ))}
      </fieldset>
    </details>
  )
}
