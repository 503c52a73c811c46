import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { applyTheme, rememberedTheme } from '../../../../src/app/theme.ts'

/** A fake OS colour preference that can change while the app runs. */
function fakeMedia(light: boolean) {
  const listeners = new Set<(e: { matches: boolean }) => void>()
  const media = {
    get matches() {
      return light
    },
    addEventListener: (_: string, l: (e: { matches: boolean }) => void) => listeners.add(l),
    removeEventListener: (_: string, l: (e: { matches: boolean }) => void) => listeners.delete(l),
  }
  return {
    matchMedia: () => media,
    set(next: boolean) {
      light = next
      for (const l of listeners) l({ matches: next })
    },
    listeners,
  }
}

let root: { dataset: Record<string, string>; style: Record<string, string> }
let os: ReturnType<typeof fakeMedia>
let stored: Map<string, string>

beforeEach(() => {
  root = { dataset: {}, style: {} }
  os = fakeMedia(false)
  stored = new Map()
  vi.stubGlobal('document', { documentElement: root })
  vi.stubGlobal('matchMedia', os.matchMedia)
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => stored.get(k) ?? null,
    setItem: (k: string, v: string) => stored.set(k, v),
  })
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('applyTheme', () => {
  it('paints dark or light and remembers the choice', () => {
    applyTheme('light')
    expect(root.dataset.theme).toBe('light')
    expect(root.style.colorScheme).toBe('light')
    expect(rememberedTheme()).toBe('light')
    applyTheme('dark')
    expect(root.dataset.theme).toBe('dark')
  })

  it('"system" follows the OS preference live, until another theme is chosen', () => {
    applyTheme('system')
    expect(root.dataset.theme).toBe('dark')
    os.set(true)
    expect(root.dataset.theme).toBe('light')
    os.set(false)
    expect(root.dataset.theme).toBe('dark')
    applyTheme('light')
    expect(os.listeners.size).toBe(0)
    os.set(false)
    expect(root.dataset.theme).toBe('light')
  })

  it('falls back to dark for a missing or unknown remembered value', () => {
    expect(rememberedTheme()).toBe('dark')
    stored.set('tradedesk.theme', 'pink')
    expect(rememberedTheme()).toBe('dark')
  })
})
