import { useRef, type KeyboardEvent, type ReactNode } from 'react'
import '../../styles/trading-orders.css'
import { nextTabIndex } from './tab-keys.ts'

export interface TabItem<K extends string> {
  id: K
  label: string
}

interface TabsProps<K extends string> {
  /** Names the tab list for screen readers. */
  label: string
  /** Prefix of the tab and panel element ids, unique on the page. */
  idPrefix: string
  tabs: readonly TabItem<K>[]
  selected: K
  onSelect: (id: K) => void
  compact?: boolean
}

export const tabId = (prefix: string, id: string): string => `${prefix}-tab-${id}`
export const panelId = (prefix: string, id: string): string => `${prefix}-panel-${id}`

/**
 * The WAI-ARIA tabs pattern with automatic activation: one tab in the tab order (roving
 * tabindex), arrows and Home/End move between tabs and select them.
 */
export function Tabs<K extends string>(props: TabsProps<K>) {
  const { tabs, selected, onSelect, idPrefix } = props
  const refs = useRef(new Map<K, HTMLButtonElement>())

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const current = tabs.findIndex((t) => t.id === selected)
    const next = nextTabIndex(e.key, current, tabs.length)
    const tab = next === null ? undefined : tabs[next]
    if (!tab) return
    e.preventDefault()
    onSelect(tab.id)
    refs.current.get(tab.id)?.focus()
  }

  return (
    <div
      role="tablist"
      aria-label={props.label}
      className={props.compact === true ? 'orders-tabs compact' : 'orders-tabs'}
      onKeyDown={onKeyDown}
    >
      {tabs.map((t) => (
        <button
          key={t.id}
          ref={(el) => {
            if (el) refs.current.set(t.id, el)
            else refs.current.delete(t.id)
          }}
          type="button"
          role="tab"
          id={tabId(idPrefix, t.id)}
          aria-selected={t.id === selected}
          aria-controls={panelId(idPrefix, t.id)}
          tabIndex={t.id === selected ? 0 : -1}
          className="orders-tab"
          onClick={() => onSelect(t.id)}
        >
          {t.label}
        </button>
      ))}
    </div>
  )
}

/** The selected tab's panel, labelled by its tab; only the selected one is rendered. */
export function TabPanel(props: { idPrefix: string; id: string; children: ReactNode }) {
  return (
    <div
      role="tabpanel"
      id={panelId(props.idPrefix, props.id)}
      aria-labelledby={tabId(props.idPrefix, props.id)}
      className="orders-tabpanel"
    >
      {props.children}
    </div>
  )
}
