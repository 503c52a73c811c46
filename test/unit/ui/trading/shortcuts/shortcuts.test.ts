import { describe, expect, it } from 'vitest'
import { i18n } from '../../../../../src/i18n/index.ts'
import {
  DEFAULT_SHORTCUTS,
  SHORTCUT_ACTIONS,
  isTypingTarget,
  keyOf,
  shortcutFor,
  type KeyPress,
} from '../../../../../src/trading/shortcuts/shortcuts.ts'

const press = (key: string, over: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...over,
})

describe('DEFAULT_SHORTCUTS', () => {
  it('are SPEC §9’s keys', () => {
    expect(DEFAULT_SHORTCUTS).toEqual({
      buy: 'b',
      sell: 's',
      cancel: 'c',
      chart: 'k',
      orderbook: 'o',
      positions: 'p',
      search: '/',
    })
  })

  it('each have a description for the help, help included', () => {
    for (const action of SHORTCUT_ACTIONS)
      for (const lng of ['en', 'de'])
        expect(i18n.getFixedT(lng)(`trading.shortcuts.actions.${action}`)).toMatch(/\p{L}{3}/u)
    expect(i18n.t('trading.shortcuts.actions.help')).toBe('Show keyboard shortcuts')
    expect(keyOf('help', DEFAULT_SHORTCUTS)).toBe('?')
    expect(keyOf('search', DEFAULT_SHORTCUTS)).toBe('/')
  })
})

describe('shortcutFor', () => {
  it('maps each default key to its action', () => {
    expect(shortcutFor(press('b'), DEFAULT_SHORTCUTS)).toBe('buy')
    expect(shortcutFor(press('s'), DEFAULT_SHORTCUTS)).toBe('sell')
    expect(shortcutFor(press('c'), DEFAULT_SHORTCUTS)).toBe('cancel')
    expect(shortcutFor(press('k'), DEFAULT_SHORTCUTS)).toBe('chart')
    expect(shortcutFor(press('o'), DEFAULT_SHORTCUTS)).toBe('orderbook')
    expect(shortcutFor(press('p'), DEFAULT_SHORTCUTS)).toBe('positions')
    expect(shortcutFor(press('/'), DEFAULT_SHORTCUTS)).toBe('search')
  })

  it('opens the help with ? (typed with Shift, which is not a blocking modifier)', () => {
    expect(shortcutFor(press('?'), DEFAULT_SHORTCUTS)).toBe('help')
  })

  it('leaves Ctrl, Meta and Alt combinations to the browser', () => {
    expect(shortcutFor(press('c', { ctrlKey: true }), DEFAULT_SHORTCUTS)).toBeNull()
    expect(shortcutFor(press('c', { metaKey: true }), DEFAULT_SHORTCUTS)).toBeNull()
    expect(shortcutFor(press('b', { altKey: true }), DEFAULT_SHORTCUTS)).toBeNull()
    expect(shortcutFor(press('?', { ctrlKey: true }), DEFAULT_SHORTCUTS)).toBeNull()
  })

  it('matches letters in either case', () => {
    expect(shortcutFor(press('B'), DEFAULT_SHORTCUTS)).toBe('buy')
  })

  it('ignores held keys, composition and unmapped keys', () => {
    expect(shortcutFor(press('b', { repeat: true }), DEFAULT_SHORTCUTS)).toBeNull()
    expect(shortcutFor(press('b', { isComposing: true }), DEFAULT_SHORTCUTS)).toBeNull()
    expect(shortcutFor(press('x'), DEFAULT_SHORTCUTS)).toBeNull()
    expect(shortcutFor(press('Enter'), DEFAULT_SHORTCUTS)).toBeNull()
  })

  it('follows a changed map', () => {
    const map = { ...DEFAULT_SHORTCUTS, buy: 'u' }
    expect(shortcutFor(press('u'), map)).toBe('buy')
    expect(shortcutFor(press('b'), map)).toBeNull()
  })
})

describe('isTypingTarget', () => {
  it('is true for fields: input, textarea, select', () => {
    expect(isTypingTarget({ tagName: 'INPUT' })).toBe(true)
    expect(isTypingTarget({ tagName: 'TEXTAREA' })).toBe(true)
    expect(isTypingTarget({ tagName: 'SELECT' })).toBe(true)
    expect(isTypingTarget({ tagName: 'input' })).toBe(true)
  })

  it('is true inside contenteditable', () => {
    expect(isTypingTarget({ tagName: 'DIV', isContentEditable: true })).toBe(true)
  })

  it('is false for other elements and for no element', () => {
    expect(isTypingTarget({ tagName: 'BUTTON', isContentEditable: false })).toBe(false)
    expect(isTypingTarget({ tagName: 'BODY' })).toBe(false)
    expect(isTypingTarget(null)).toBe(false)
    expect(isTypingTarget(undefined)).toBe(false)
  })
})
