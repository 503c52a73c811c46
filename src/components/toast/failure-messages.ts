import type { EngineFailure, FieldError } from '../../../workers/engine/api.ts'

/** Where the field is, without the request part: ["body", "email"] → "email". */
export function fieldLocation(loc: FieldError['loc']): string {
  const parts =
    loc.length > 1 && ['body', 'query', 'path', 'header'].includes(String(loc[0]))
      ? loc.slice(1)
      : loc
  return parts.join('.')
}

/** The toast texts for a failure: one per field on a 422 (SPEC §8), else the failure's message. */
export function failureMessages(failure: EngineFailure): string[] {
  if (failure.status === 422 && failure.fields && failure.fields.length > 0) {
    return failure.fields.map((f) => {
      const where = fieldLocation(f.loc)
      return where ? `${where}: ${f.msg}` : f.msg
    })
  }
  return [failure.message]
}
