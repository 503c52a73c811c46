import { useEffect, useEffectEvent } from 'react'
import {
  DEFAULT_SHORTCUTS,
  isTypingTarget,
  shortcutFor,
  type ShortcutAction,
  type ShortcutMap,
} from './shortcuts.ts'

export type ShortcutHandlers = Partial<Record<ShortcutAction, () => void>>

/** A modal on screen owns the keyboard: its own keys must not trade behind it. */
const dialogOpen = (): boolean =>
  document.querySelector(
    'dialog[open], [role="dialog"][aria-modal="true"], [role="alertdialog"]',
  ) !== null

/**
 * One keydown listener on the document for the page's shortcuts. It stays silent while the
 * trader types in a field or a dialog is open, and leaves keys no handler claims to the browser.
 * Handlers and map may change on every render without reinstalling the listener.
 */
export function useShortcuts(
  handlers: ShortcutHandlers,
  map: Readonly<ShortcutMap> = DEFAULT_SHORTCUTS,
): void {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || isTypingTarget(event.target) || dialogOpen()) return
    const action = shortcutFor(event, map)
    const run = action === null ? undefined : handlers[action]
    if (!run) return
    // Also keeps '/' from being typed into the search field it focuses.
    event.preventDefault()
    run()
  })
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event)
    document.addEventListener('keydown', listener)
    return () => document.removeEventListener('keydown', listener)
  }, [])
}
