/**
 * The trading pages' keyboard shortcuts (SPEC §9 defaults) and the two decisions behind them:
 * whether a key press belongs to a field the trader is typing in, and which action a key means.
 * Pure and DOM-free, so it is tested in node.
 */

export type ShortcutAction =
  'buy' | 'sell' | 'cancel' | 'chart' | 'orderbook' | 'positions' | 'search' | 'help'

/** The configurable actions; help is always '?'. */
export type ShortcutMap = Record<Exclude<ShortcutAction, 'help'>, string>

export const DEFAULT_SHORTCUTS: Readonly<ShortcutMap> = {
  buy: 'b',
  sell: 's',
  cancel: 'c',
  chart: 'k',
  orderbook: 'o',
  positions: 'p',
  search: '/',
}

export const HELP_KEY = '?'

/** In the order the help lists them. */
export const SHORTCUT_ACTIONS: readonly ShortcutAction[] = [
  'buy',
  'sell',
  'cancel',
  'chart',
  'orderbook',
  'positions',
  'search',
  'help',
]

/** The key of `action` in `map`. */
export const keyOf = (action: ShortcutAction, map: Readonly<ShortcutMap>): string =>
  action === 'help' ? HELP_KEY : map[action]

const TYPING_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT'])

/** True for an element whose keys are text (or a choice) the trader is entering. */
export function isTypingTarget(el: unknown): boolean {
  if (typeof el !== 'object' || el === null) return false
  const { tagName, isContentEditable } = el as { tagName?: unknown; isContentEditable?: unknown }
  if (isContentEditable === true) return true
  return typeof tagName === 'string' && TYPING_TAGS.has(tagName.toUpperCase())
}

/** The parts of a KeyboardEvent the decision reads. */
export interface KeyPress {
  key: string
  ctrlKey: boolean
  metaKey: boolean
  altKey: boolean
  repeat?: boolean
  isComposing?: boolean
}

/**
 * The action a key press means, or null. A press with Ctrl, Meta or Alt belongs to the browser
 * or the system (Ctrl+C copies, it does not cancel); a held key does not repeat the action;
 * letters match in either case, so Caps Lock does not disable them.
 */
export function shortcutFor(event: KeyPress, map: Readonly<ShortcutMap>): ShortcutAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null
  if (event.repeat === true || event.isComposing === true) return null
  if (event.key === HELP_KEY) return 'help'
  const key = event.key.toLowerCase()
  for (const action of SHORTCUT_ACTIONS) {
    if (action !== 'help' && map[action].toLowerCase() === key) return action
  }
  return null
}
