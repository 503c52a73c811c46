import type { RawData } from 'ws'
import { clientMessage, MAX_CLIENT_FRAME_BYTES, type ClientMessage } from '../../protocol/index.ts'

const byteLength = (data: RawData): number =>
  Array.isArray(data)
    ? data.reduce((n, b) => n + b.length, 0)
    : data instanceof ArrayBuffer
      ? data.byteLength
      : data.length

const asText = (data: RawData): string =>
  Array.isArray(data)
    ? Buffer.concat(data).toString('utf8')
    : Buffer.from(data as ArrayBuffer).toString('utf8')

const fail = (error: string) => ({ ok: false, error }) as const

/** A frame from the client as a message, or the error to answer it with. */
export function parseClientFrame(
  data: RawData,
  isBinary: boolean,
): { ok: true; message: ClientMessage } | { ok: false; error: string } {
  if (isBinary) return fail('Binary frames are not supported')
  if (byteLength(data) > MAX_CLIENT_FRAME_BYTES)
    return fail(`Message too large (max ${MAX_CLIENT_FRAME_BYTES} bytes)`)
  let json: unknown
  try {
    json = JSON.parse(asText(data))
  } catch {
    return fail('Invalid JSON')
  }
  const parsed = clientMessage.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''
    return fail(`Invalid message: ${where}${issue?.message ?? 'unknown'}`)
  }
  return { ok: true, message: parsed.data }
}
