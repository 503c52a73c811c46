/**
 * HTTP outcome → EngineFailure, with SPEC §8's messages word for word. Kept apart from the
 * transport so auth can apply its own wording (login, registration) on the same raw outcome.
 */
import { errorBody, validationErrorBody } from '../../../protocol/index.ts'
import type { EngineFailure, FieldError } from '../types.ts'

export const MSG = {
  network: 'Network error. Please check your connection.',
  forbidden: 'Access denied. You do not have permission to perform this action.',
  notFound: 'Resource not found.',
  tooMany: 'Too many requests. Please try again later.',
  server: 'Server error. Please try again later.',
  other: 'An error occurred',
  unexpected: 'An unexpected error occurred.',
  authRequired: 'Authentication required. Please log in.',
  /** The generic client's 400, for a 400 without a detail to quote. */
  invalidRequest: 'Invalid request. Please check your input.',
} as const

export const timeoutMessage = (ms: number): string => `Request timeout after ${ms}ms`

/** A string `detail`, when the body has one. */
export function detailOf(body: unknown): string | null {
  const parsed = errorBody.safeParse(body)
  return parsed.success && parsed.data.detail.trim() !== '' ? parsed.data.detail : null
}

/** 422 field errors; "body" / "query" / "path" prefixes say nothing to a trader. */
export function fieldErrorsOf(body: unknown): FieldError[] | null {
  const parsed = validationErrorBody.safeParse(body)
  if (!parsed.success || parsed.data.detail.length === 0) return null
  return parsed.data.detail.map((i) => ({ loc: i.loc, msg: i.msg }))
}

export function formatField(f: FieldError): string {
  const head = f.loc[0]
  const loc = head === 'body' || head === 'query' || head === 'path' ? f.loc.slice(1) : f.loc
  return loc.length > 0 ? `${loc.join('.')}: ${f.msg}` : f.msg
}

export function validationFailure(status: number, fields: FieldError[]): EngineFailure {
  const first = fields[0]
  return { status, message: first ? formatField(first) : MSG.other, fields }
}

/**
 * The API toast mapping. `fallback` replaces "An error occurred" for statuses without a fixed
 * message (e.g. "Failed to fetch portfolios").
 */
export function failureFromResponse(
  status: number,
  body: unknown,
  fallback?: string,
): EngineFailure {
  const detail = detailOf(body)
  if (status === 400) {
    return { status, message: detail === null ? MSG.invalidRequest : `Bad Request: ${detail}` }
  }
  if (status === 401) return { status, message: MSG.authRequired }
  if (status === 403) return { status, message: MSG.forbidden }
  if (status === 404) return { status, message: MSG.notFound }
  if (status === 422) {
    const fields = fieldErrorsOf(body)
    if (fields) return validationFailure(status, fields)
  }
  if (status === 429) return { status, message: MSG.tooMany }
  // Every 5xx is the server's fault, not just 500 (a proxy's 502/503 carries no detail).
  if (status >= 500) return { status, message: MSG.server }
  return { status, message: detail ?? fallback ?? MSG.other }
}

export function networkFailure(message: string = MSG.network): EngineFailure {
  return { status: null, message }
}
