import {
  useEffect,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type Ref,
} from 'react'
import { useTranslation } from 'react-i18next'
import { chooseSymbol, useRecentSymbols, useSelectedSymbol } from '../../data/symbol.ts'
import { AssetClassFilter } from './AssetClassFilter.tsx'
import { SymbolCurrent } from './SymbolCurrent.tsx'
import { SymbolListbox } from './SymbolListbox.tsx'
import { moveActive, pickerOptions, type ClassFilter, type SymbolOption } from './symbol-options.ts'
import { useSymbols, useSymbolSearch } from '../../data/symbols.ts'
import { useDebounced } from './use-debounced.ts'
import '../../styles/trading-market.css'

export const SEARCH_DEBOUNCE_MS = 150

const optionIdOf = (baseId: string, index: number): string => `${baseId}-option-${index}`

/** What the page may do with the picker: the '/' shortcut focuses it. */
export interface SymbolPickerHandle {
  focus(): void
}

export interface SymbolPickerProps {
  /** The symbol shown as current; by default the trading pages' selected symbol. */
  symbol?: string
  onChoose?: (symbol: string) => void
  ref?: Ref<SymbolPickerHandle>
}

/**
 * The trading symbol and a search for another: a WAI-ARIA combobox whose listbox shows the
 * recent symbols and the market's when the field is empty, and the search results as one types,
 * narrowed by asset class.
 */
export function SymbolPicker({ symbol, onChoose = chooseSymbol, ref }: SymbolPickerProps) {
  const { t } = useTranslation()
  const selected = useSelectedSymbol()
  const current = symbol ?? selected
  const recents = useRecentSymbols()
  const list = useSymbols()
  const [query, setQuery] = useState('')
  const [filter, setFilter] = useState<ClassFilter>('all')
  const [open, setOpen] = useState(false)
  // The active option is remembered by symbol, so new results never leave it on another one.
  const [activeSymbol, setActiveSymbol] = useState<string | null>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const baseId = useId()
  const inputId = `${baseId}-input`
  const listId = `${baseId}-list`
  const optionId = (i: number) => optionIdOf(baseId, i)

  const trimmed = query.trim()
  const settledQuery = useDebounced(trimmed, SEARCH_DEBOUNCE_MS)
  const search = useSymbolSearch(settledQuery)
  const results = settledQuery === trimmed ? (search.data ?? null) : null
  const options = useMemo(
    () =>
      pickerOptions({ query: trimmed, filter, recents, list: list.data?.value ?? null, results }),
    [trimmed, filter, recents, list.data, results],
  )
  const active = options.findIndex((o) => o.symbol === activeSymbol)
  const expanded = open && options.length > 0

  let message: string | null = null
  if (trimmed !== '' && results === null) message = t('trading.picker.searching')
  else if (options.length > 0) message = null
  else if (trimmed !== '') message = t('trading.picker.noneFound')
  else if (list.isPending) message = t('trading.picker.loading')
  else if (list.isError) message = list.error.message
  else message = t('trading.picker.none')

  useImperativeHandle(
    ref,
    () => ({
      focus() {
        inputRef.current?.focus()
        inputRef.current?.select()
        setOpen(true)
      },
    }),
    [],
  )

  useEffect(() => {
    if (expanded && active >= 0) {
      document.getElementById(optionIdOf(baseId, active))?.scrollIntoView({ block: 'nearest' })
    }
  }, [expanded, active, baseId])

  function choose(option: SymbolOption | undefined): void {
    if (!option) return
    onChoose(option.symbol)
    setQuery('')
    setOpen(false)
    setActiveSymbol(null)
  }

  function move(delta: number): void {
    const next = moveActive(open ? active : -1, delta, options.length)
    setOpen(true)
    setActiveSymbol(options[next]?.symbol ?? null)
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>): void {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      if (e.altKey) setOpen(e.key === 'ArrowDown')
      else move(e.key === 'ArrowDown' ? 1 : -1)
    } else if (e.key === 'Enter' && expanded) {
      e.preventDefault()
      // Typing a name and pressing Enter takes the best match.
      choose(options[active] ?? (trimmed !== '' ? options[0] : undefined))
    } else if (e.key === 'Escape') {
      if (open) setOpen(false)
      else setQuery('')
      setActiveSymbol(null)
      if (open || query !== '') e.preventDefault()
    }
  }

  return (
    <div className="symbol-picker">
      <SymbolCurrent symbol={current} />
      {/* Before the field, so its open list never covers the filter on a phone. */}
      <AssetClassFilter value={filter} onChange={setFilter} />
      <div className="symbol-search">
        <label htmlFor={inputId} className="visually-hidden">
          {t('trading.picker.search')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          className="symbol-search-input"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          placeholder={t('trading.picker.search')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value)
            setOpen(true)
            setActiveSymbol(null)
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <p className="visually-hidden" role="status">
          {open ? (message ?? t('trading.picker.count', { count: options.length })) : ''}
        </p>
        {/* A press anywhere in the list (an option, its scrollbar) must not blur the field. */}
        <div className="symbol-popup" hidden={!open} onMouseDown={(e) => e.preventDefault()}>
          {message !== null && (
            <p className="symbol-message" aria-hidden="true">
              {message}
            </p>
          )}
          <SymbolListbox
            id={listId}
            optionId={optionId}
            options={options}
            active={active}
            current={current}
            hidden={!expanded}
            onChoose={choose}
          />
        </div>
      </div>
    </div>
  )
}
