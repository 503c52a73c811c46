import { describe, expect, it } from 'vitest'
import { NAV, filterNav, localizeNav } from '../../../src/layout/nav.ts'

const german = localizeNav(NAV, (kind, key, english) =>
  kind === 'groups' && key === 'trading'
    ? 'Handel'
    : kind === 'links' && key === 'spot'
      ? 'Spothandel'
      : english,
)

describe('localizeNav', () => {
  it('relabels groups by id and links by path, keeping the paths', () => {
    const trading = german.find((e) => e.kind === 'group' && e.id === 'trading')
    expect(trading).toMatchObject({ label: 'Handel', to: '/trading' })
    expect(trading?.kind === 'group' && trading.children[1]).toEqual({
      label: 'Spothandel',
      to: '/spot',
    })
  })

  it('is what the search looks in', () => {
    const hits = filterNav(german, 'spothandel')
    expect(hits).toHaveLength(1)
    expect(hits[0]?.kind === 'group' && hits[0].visible.map((v) => v.to)).toEqual(['/spot'])
  })
})
