import { useRouterState } from '@tanstack/react-router'
import { useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { NavGroupItem } from './NavGroupItem.tsx'
import { NavItem } from './NavItem.tsx'
import {
  NAV,
  defaultOpenGroups,
  filterNav,
  groupContains,
  isGroupOpen,
  localizeNav,
} from './nav.ts'

export function SidebarNav() {
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(defaultOpenGroups)
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const { t, i18n } = useTranslation()
  const localized = useMemo(
    () =>
      localizeNav(NAV, (kind, key, english) => {
        const found: unknown = i18n.getResource(
          i18n.language,
          'translation',
          `shell.nav.${kind}.${key}`,
        )
        return typeof found === 'string' ? found : english
      }),
    // i18n.language: the labels follow a language switch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n, i18n.language],
  )
  const entries = filterNav(localized, query)
  const hintId = useId()
  const toggle = (id: string) => setOpen((o) => ({ ...o, [id]: !o[id] }))

  return (
    <>
      <div className="nav-search">
        <label htmlFor="nav-search" className="visually-hidden">
          {t('shell.nav.search')}
        </label>
        <input
          id="nav-search"
          type="search"
          placeholder={t('shell.nav.searchPlaceholder')}
          autoComplete="off"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          aria-describedby={hintId}
        />
        <span id={hintId} className="visually-hidden">
          {t('shell.nav.searchHint')}
        </span>
      </div>
      <nav id="main-nav" className="main-nav" aria-label={t('shell.nav.label')} tabIndex={-1}>
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
        {entries.length === 0 && <p className="nav-empty">{t('shell.nav.empty', { query })}</p>}
      </nav>
    </>
  )
}
