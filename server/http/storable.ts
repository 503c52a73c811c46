import type { ValidationIssue } from '../../protocol/index.ts'

const UNSTORABLE =
  'Text contains characters that cannot be stored (a NUL character or an unpaired surrogate)'

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
const UNSTORABLE_CHARS = new RegExp(`\u0000|${LONE_SURROGATE.source}`, 'g')

const storable = (s: string): boolean => !s.includes('\u0000') && !LONE_SURROGATE.test(s)

/** The text without what a database cannot store, for text kept as received (headers). */
export const withoutUnstorable = (s: string): string => s.replace(UNSTORABLE_CHARS, '')

/**
 * Finds what no database column can hold, anywhere in a parsed request part: strings (and object
 * keys) with NUL or lone surrogates, and numbers that are not finite (JSON's `1e999` parses to
 * Infinity). Walks iteratively, so a deeply nested body cannot exhaust the stack.
 */
export function unstorableIssues(value: unknown, where: string): ValidationIssue[] {
  const issues: ValidationIssue[] = []
  const stack: { v: unknown; path: (string | number)[] }[] = [{ v: value, path: [] }]
  while (stack.length > 0 && issues.length < 20) {
    const { v, path } = stack.pop() as { v: unknown; path: (string | number)[] }
    if (typeof v === 'string') {
      if (!storable(v)) issues.push({ loc: [where, ...path], msg: UNSTORABLE, type: 'unstorable' })
    } else if (typeof v === 'number') {
      if (!Number.isFinite(v))
        issues.push({ loc: [where, ...path], msg: 'Must be a finite number', type: 'not_finite' })
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => stack.push({ v: item, path: [...path, i] }))
    } else if (v !== null && typeof v === 'object') {
      for (const [k, item] of Object.entries(v)) {
        const at = storable(k) ? k : JSON.stringify(k)
        if (!storable(k))
          issues.push({ loc: [where, ...path, at], msg: UNSTORABLE, type: 'unstorable' })
        stack.push({ v: item, path: [...path, at] })
      }
    }
  }
  return issues.reverse()
}
