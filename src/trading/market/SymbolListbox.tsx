import { useTranslation } from 'react-i18next'
import { groupOptions, type SymbolOption } from './symbol-options.ts'

export interface SymbolListboxProps {
  id: string
  optionId: (index: number) => string
  options: readonly SymbolOption[]
  active: number
  current: string
  hidden: boolean
  onChoose: (option: SymbolOption) => void
}

/**
 * The picker's options in groups (Recent, Markets or Results). Focus stays in the search field:
 * the active option is announced through its aria-activedescendant.
 */
export function SymbolListbox(props: SymbolListboxProps) {
  const { t } = useTranslation()
  return (
    <div
      id={props.id}
      role="listbox"
      aria-label={t('trading.picker.list')}
      className="symbol-listbox"
      hidden={props.hidden}
    >
      {groupOptions(props.options).map(({ group, items }) => (
        <div key={group} role="group" aria-labelledby={`${props.id}-${group}`}>
          <div id={`${props.id}-${group}`} className="symbol-group-label">
            {t(`trading.picker.groups.${group}`)}
          </div>
          {items.map(({ option, index }) => (
            <div
              key={option.symbol}
              id={props.optionId(index)}
              role="option"
              aria-selected={index === props.active}
              className={`symbol-option${option.symbol === props.current ? ' is-current' : ''}`}
              onClick={() => props.onChoose(option)}
            >
              <span className="symbol-option-symbol">{option.symbol}</span>
              {option.name !== null && <span className="symbol-option-name">{option.name}</span>}
              {option.assetClass !== null && (
                <span className="symbol-option-class">
                  {t(`trading.picker.classes.${option.assetClass}`)}
                </span>
              )}
            </div>
          ))}
        </div>
      ))}
    </div>
  )
}
