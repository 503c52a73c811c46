/**
 * The two ways the product sends a queued order, rebuilt here line for line because neither
 * module exports its `send`: the service worker's (workers/sw/order-queue.ts: plain fetch with
 * the kept headers, its own origin) and the engine's (workers/engine/orders/outbox-sync.ts: the
 * engine's real transport and gateway, its bearer token, no retry). Keep them in step.
 */
import { REPLAY_HEADER } from '../../../protocol/index.ts'
import { systemClock } from '../../../workers/engine/deps.ts'
import { createGateway, type TokenSource } from '../../../workers/engine/http/gateway.ts'
import { createTransport } from '../../../workers/engine/http/transport.ts'
import { IDEMPOTENCY_HEADER } from '../../../workers/engine/orders/order-send.ts'
import { parseJson } from '../../../workers/outbox/json.ts'
import type { OutboxRow } from '../../../workers/outbox/outbox.ts'
import type { SendOutcome } from '../../../workers/outbox/replay.ts'

export type Send = (row: OutboxRow) => Promise<SendOutcome>

/** The service worker's send, with `origin` for `self.location.origin`. */
export function serviceWorkerSend(origin: string): Send {
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

/** The engine's send, through its transport and gateway with the trader's access token. */
export function engineSend(origin: string, token: string): Send {
  const tokens: TokenSource = {
    accessToken: () => Promise.resolve({ kind: 'token', token }),
    recover: () => Promise.resolve('signed-out'),
  }
  const gateway = createGateway(createTransport({ fetch, clock: systemClock, origin }), tokens)
  return async (row) => {
    const out = await gateway.send(
      {
        method: 'POST',
        path: '/orders',
        json: parseJson(row.body),
        headers: { [IDEMPOTENCY_HEADER]: row.key, [REPLAY_HEADER]: '1' },
        retry: false,
      },
      true,
    )
    return out.kind === 'network'
      ? { kind: 'unreachable' }
      : { kind: 'answer', status: out.status, body: out.body }
  }
}
