/**
 * Reading an imported settings file before it is sent: text that is not a JSON object with
 * theme, chart and trading is refused with SPEC §5's message without asking the server.
 */
import { INVALID_SETTINGS_FORMAT } from '../../../protocol/index.ts'

export const IMPORT_FAILED = 'Failed to import settings'

export type ImportDocument = { ok: true; doc: Record<string, unknown> } | { ok: false }

/** Files larger than this are not settings documents. */
export const IMPORT_MAX_CHARS = 256 * 1024

export function readImportDocument(text: string): ImportDocument {
  if (text.length > IMPORT_MAX_CHARS) return { ok: false }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return { ok: false }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { ok: false }
  const doc = parsed as Record<string, unknown>
  const has = (key: string) => Object.hasOwn(doc, key) && doc[key] !== undefined
  return has('theme') && has('chart') && has('trading') ? { ok: true, doc } : { ok: false }
}

/** The server's 422 for a missing part carries the same words; anything else failed to import. */
export const importMessage = (fields: readonly { msg: string }[] | undefined): string =>
  fields?.some((f) => f.msg === INVALID_SETTINGS_FORMAT) ? INVALID_SETTINGS_FORMAT : IMPORT_FAILED
