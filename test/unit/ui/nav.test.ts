import { describe, expect, it } from 'vitest'
import { APP_PAGES } from '../../../src/app/pages.ts'
import {
  NAV,
  defaultOpenGroups,
  filterNav,
  groupContains,
  isGroupOpen,
  type NavGroup,
} from '../../../src/layout/nav.ts'

const labels = (q: string) =>
  filterNav(NAV, q).map((e) =>
    e.kind === 'link' ? e.label : `${e.label}[${e.visible.map((c) => c.label).join(',')}]`,
  )

const group = (id: string) => {
  const g = filterNav(NAV, '').find((e) => e.kind === 'group' && e.id === id)
  if (!g || g.kind !== 'group') throw new Error(`no group ${id}`)
  return g
}

describe('sidebar navigation', () => {
  it('lists the SPEC §2 entries in order', () => {
    expect(labels('')).toEqual([
      'Dashboard',
      'Wallet',
      'Trading[Trading Dashboard,Spot Trading,Perpetuals,Options,Order Management]',
      'DeFi[Liquidity Pools,Flash Arbitrage,Microstructure]',
      'AI & ML[AI Swarm,AI Assistant,Strategy Studio,Quantum ML]',
      'Analytics[Portfolio,Risk Analysis,Market Scanner,Sentiment]',
      'Social Trading',
      'ZK Trading',
      'Charts',
      'Mobile App',
    ])
  })

  it('points every link at a route of the app', () => {
    const paths = NAV.flatMap((e) =>
      e.kind === 'link' ? [e.to] : [e.to, ...e.children.map((c) => c.to)],
    )
    for (const p of paths) expect(APP_PAGES).toContain(p.slice(1))
  })

  it('opens trading and defi by default only', () => {
    expect(defaultOpenGroups()).toEqual({ trading: true, defi: true, ai: false, analytics: false })
  })

  it('filters by label, case-insensitively, keeping only matching children', () => {
    expect(labels('RISK')).toEqual(['Analytics[Risk Analysis]'])
    expect(labels('  wallet ')).toEqual(['Wallet'])
    expect(labels('zzz')).toEqual([])
  })

  it('forces a closed group open when a child matches', () => {
    const [analytics] = filterNav(NAV, 'scanner')
    expect(analytics?.kind).toBe('group')
    if (analytics?.kind !== 'group') return
    expect(analytics.forceOpen).toBe(true)
    expect(isGroupOpen(analytics, defaultOpenGroups())).toBe(true)
  })

  it('keeps all children of a group whose own label matches, without forcing it open', () => {
    const [defi] = filterNav(NAV, 'defi')
    expect(defi?.kind === 'group' && defi.visible.length).toBe(3)
    expect(defi?.kind === 'group' && defi.forceOpen).toBe(false)
  })

  it('follows the toggled state when nothing forces it', () => {
    const ai = group('ai')
    expect(isGroupOpen(ai, defaultOpenGroups())).toBe(false)
    expect(isGroupOpen(ai, { ai: true })).toBe(true)
  })

  it('knows which group holds the current page', () => {
    const trading = group('trading') as NavGroup
    expect(groupContains(trading, '/perps')).toBe(true)
    expect(groupContains(trading, '/defi')).toBe(false)
  })
})
