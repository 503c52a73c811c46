import type { Settings, SettingsUpdate } from '../../protocol/index.ts'

type Part = keyof SettingsUpdate
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * Two changes as one: objects merge field by field, the later value wins. Unsent (or failed)
 * changes pile up this way, so a retry sends all of them.
 */
export function mergePatch(a: SettingsUpdate, b: SettingsUpdate): SettingsUpdate {
  const out: Record<string, unknown> = { ...a }
  for (const [key, value] of Object.entries(b) as [Part, unknown][]) {
    const before: unknown = out[key]
    out[key] = isRecord(before) && isRecord(value) ? { ...before, ...value } : value
  }
  return out
}

/** The settings as they will be once the change is kept (shown at once, before the answer). */
export function applyPatch(s: Settings, patch: SettingsUpdate): Settings {
  // mergePatch keeps every key of `s`, only replacing or merging into them.
  return { ...s, ...(mergePatch(s, patch) as Partial<Settings>) }
}
