import { useRouterState } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { NavGroupItem } from './NavGroupItem.tsx'
import { NavItem } from './NavItem.tsx'
import { NAV, defaultOpenGroups, filterNav, groupContains, isGroupOpen } from './nav.ts'

export function SidebarNav() {
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(defaultOpenGroups)
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const entries = filterNav(NAV, query)
  const hintId = useId()
  const toggle = (id: string) => setOpen((o) => ({ ...o, [id]: !o[id] }))

  return (
    <>
      <div className="nav-search">
        <label htmlFor="nav-search" className="visually-hidden">
          Search navigation
        </label>
        <input
          id="nav-search"
          type="search"
          placeholder="Search…"
          autoComplete="off"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          aria-describedby={hintId}
        />
        <span id={hintId} className="visually-hidden">
          Filters the menu by label
        </span>
      </div>
      <nav id="main-nav" className="main-nav" aria-label="Main navigation" tabIndex={-1}>
        <ul className="nav-list">
          {entries.map((e) =>
            e.kind === 'link' ? (
              <NavItem key={e.to} item={e} />
            ) : (
              <NavGroupItem
                key={e.id}
                group={e}
                visible={e.visible}
                open={isGroupOpen(e, open)}
                containsActive={groupContains(e, pathname)}
                onToggle={toggle}
              />
            ),
          )}
        </ul>
        {entries.length === 0 && <p className="nav-empty">No pages match “{query}”.</p>}
      </nav>
    </>
  )
}
