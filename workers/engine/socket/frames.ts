/** Parsing one socket frame: JSON, then the protocol schema. Anything else is dropped. */
import { serverMessage, type ServerMessage } from '../../../protocol/index.ts'

export function parseFrame(raw: unknown): ServerMessage | null {
  if (typeof raw !== 'string') return null
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return null
  }
  const parsed = serverMessage.safeParse(json)
  return parsed.success ? parsed.data : null
}
