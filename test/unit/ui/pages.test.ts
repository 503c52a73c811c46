import { describe, expect, it } from 'vitest'
import {
  APP_PAGES,
  NOT_FOUND_TITLE,
  PAGE_INFO,
  PUBLIC_PAGES,
  documentTitle,
  titleForPath,
} from '../../../src/app/pages.ts'
import { NAV } from '../../../src/layout/nav.ts'

describe('page titles', () => {
  it('has a title and a line for every route', () => {
    expect(APP_PAGES).toHaveLength(32)
    for (const page of [...APP_PAGES, ...PUBLIC_PAGES]) {
      expect(PAGE_INFO[page].title.length).toBeGreaterThan(0)
      expect(PAGE_INFO[page].summary.length).toBeGreaterThan(0)
    }
    expect(Object.keys(PAGE_INFO).sort()).toEqual([...APP_PAGES, ...PUBLIC_PAGES].sort())
  })

  it('uses the SPEC §2 navigation labels as titles', () => {
    expect(titleForPath('/dashboard')).toBe('Dashboard')
    expect(titleForPath('/trading')).toBe('Trading Dashboard')
    expect(titleForPath('/spot')).toBe('Spot Trading')
    expect(titleForPath('/perps')).toBe('Perpetuals')
    expect(titleForPath('/orders')).toBe('Order Management')
    expect(titleForPath('/defi')).toBe('Liquidity Pools')
    expect(titleForPath('/admin')).toBe('Admin Panel')
    for (const e of NAV) {
      const links = e.kind === 'link' ? [e] : e.children
      for (const l of links) expect(titleForPath(l.to)).toBe(l.label)
    }
  })

  it('names unknown paths "Page not found" and the root the dashboard', () => {
    expect(titleForPath('/nope')).toBe(NOT_FOUND_TITLE)
    expect(titleForPath('/constructor')).toBe(NOT_FOUND_TITLE)
    expect(titleForPath('/')).toBe('Dashboard')
    expect(documentTitle('Spot Trading')).toBe('Spot Trading · TradeDesk')
  })
})
