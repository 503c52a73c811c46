/** Symbols from a tab: strings only, trimmed, upper case, deduplicated, bounded. */
const MAX_SYMBOLS = 500
const MAX_LEN = 32

export function sanitizeSymbols(input: unknown): string[] {
  if (!Array.isArray(input)) return []
  const out = new Set<string>()
  for (const s of input) {
    if (typeof s !== 'string') continue
    const v = s.trim().toUpperCase()
    if (v !== '' && v.length <= MAX_LEN) out.add(v)
    if (out.size >= MAX_SYMBOLS) break
  }
  return [...out]
}
