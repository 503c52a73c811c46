import type { AuditEntry } from '../../../protocol/index.ts'

const text = (v: unknown): string => (v === undefined ? '—' : JSON.stringify(v))

/** "role: USER → ADMIN" for every field that differs. */
export function changes(e: Pick<AuditEntry, 'before' | 'after'>): string[] {
  const before = e.before ?? {}
  const after = e.after ?? {}
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])]
  return keys
    .filter((k) => text(before[k]) !== text(after[k]))
    .map((k) => `${k}: ${text(before[k])} → ${text(after[k])}`)
}
