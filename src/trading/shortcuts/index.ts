export { ShortcutHelp, type ShortcutHelpProps } from './ShortcutHelp.tsx'
export { useShortcuts, type ShortcutHandlers } from './use-shortcuts.ts'
export {
  DEFAULT_SHORTCUTS,
  HELP_KEY,
  isTypingTarget,
  shortcutFor,
  type ShortcutAction,
  type ShortcutMap,
} from './shortcuts.ts'
