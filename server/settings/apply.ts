/**
 * How a validated change becomes the next settings. Objects change field by field; the
 * top-level currency and timezone are the display's too (one value shown in two places), and
 * the active workspace must name one of the workspaces.
 */
import type {
  PreferencesUpdate,
  SecurityUpdate,
  Settings,
  SettingsImport,
  SettingsUpdate,
  UserPreferences,
} from '../../protocol/index.ts'
import { DEFAULT_SETTINGS } from '../../protocol/index.ts'
import { ValidationError } from '../http/errors.ts'

export function applyUpdate(current: Settings, patch: SettingsUpdate): Settings {
  const next: Settings = {
    ...current,
    ...definedOf(patch),
    chart: { ...current.chart, ...definedOf(patch.chart ?? {}) },
    trading: { ...current.trading, ...definedOf(patch.trading ?? {}) },
    display: { ...current.display, ...definedOf(patch.display ?? {}) },
    notifications: { ...current.notifications, ...definedOf(patch.notifications ?? {}) },
    shortcuts: { ...current.shortcuts, ...definedOf(patch.shortcuts ?? {}) },
  }
  const currency = patch.currency ?? patch.display?.currency
  if (currency !== undefined) {
    next.currency = currency
    next.display.currency = currency
  }
  const timezone = patch.timezone ?? patch.display?.timezone
  if (timezone !== undefined) {
    next.timezone = timezone
    next.display.timezone = timezone
  }
  checkWorkspaces(next)
  return next
}

export const applySecurity = (current: Settings, patch: SecurityUpdate): Settings => ({
  ...current,
  security: { ...current.security, ...definedOf(patch) },
})

/** SPEC §9: reset keeps the security settings. */
export const resetKeepingSecurity = (current: Settings): Settings => ({
  ...DEFAULT_SETTINGS,
  security: current.security,
})

/**
 * An import starts from the defaults and keeps the security settings: a security part in the
 * document is ignored (SPEC §5), so a shared file can never weaken them.
 */
export function applyImport(current: Settings, doc: SettingsImport): Settings {
  const { security: _ignored, ...parts } = doc
  return applyUpdate(resetKeepingSecurity(current), parts)
}

export const preferencesOf = (s: Settings): UserPreferences => ({
  theme: s.theme,
  language: s.language,
  currency: s.currency,
  timezone: s.timezone,
  notifications: s.notifications,
})

export const applyPreferences = (current: Settings, patch: PreferencesUpdate): Settings =>
  applyUpdate(current, patch)

function checkWorkspaces(s: Settings): void {
  const ids = s.workspaces.map((w) => w.id)
  if (new Set(ids).size !== ids.length)
    throw new ValidationError([
      { loc: ['body', 'workspaces'], msg: 'Workspace ids must differ', type: 'duplicate' },
    ])
  if (s.activeWorkspace !== null && !ids.includes(s.activeWorkspace))
    throw new ValidationError([
      {
        loc: ['body', 'activeWorkspace'],
        msg: 'Must be the id of one of the workspaces',
        type: 'unknown_workspace',
      },
    ])
}

/** Keys present with a value (exactOptionalPropertyTypes: an absent key is not `undefined`). */
function definedOf<T extends object>(o: T): { [K in keyof T]-?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]-?: Exclude<T[K], undefined>
  }
}
