/** JSON text as a value, or null when it is not JSON (a stored body, an answer's body). */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}
