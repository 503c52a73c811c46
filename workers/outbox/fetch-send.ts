import { REPLAY_HEADER } from '../../protocol/index.ts'
import { parseJson } from './json.ts'
import type { OutboxRow } from './outbox.ts'
import type { SendOutcome } from './replay.ts'

/**
 * The service worker's send of a queued order: the request as it was kept (its bearer token and
 * Idempotency-Key), to the app's own origin, marked as a replay so it is not queued again.
 */
export function fetchSend(origin: string): (row: OutboxRow) => Promise<SendOutcome> {
  return async (row) => {
    const res = await fetch(new URL('/api/v1/orders', origin), {
      method: 'POST',
      headers: { ...row.headers, [REPLAY_HEADER]: '1' },
      body: row.body,
      credentials: 'same-origin',
    })
    return { kind: 'answer', status: res.status, body: parseJson(await res.text()) }
  }
}
