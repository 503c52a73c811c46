/**
 * The two ways the product sends a queued order, as the product builds them: the service
 * worker's (`fetchSend`, its own origin) and the engine's (`gatewaySend`, the engine's real
 * transport and gateway with the trader's access token).
 */
import { systemClock } from '../../../workers/engine/deps.ts'
import { createGateway, type TokenSource } from '../../../workers/engine/http/gateway.ts'
import { createTransport } from '../../../workers/engine/http/transport.ts'
import { gatewaySend } from '../../../workers/engine/orders/outbox-sync.ts'
import { fetchSend } from '../../../workers/outbox/fetch-send.ts'
import type { OutboxRow } from '../../../workers/outbox/outbox.ts'
import type { SendOutcome } from '../../../workers/outbox/replay.ts'

export type Send = (row: OutboxRow) => Promise<SendOutcome>

/** The service worker's send, with `origin` for `self.location.origin`. */
export const serviceWorkerSend = (origin: string): Send => fetchSend(origin)

/** The engine's send, through its transport and gateway with the trader's access token. */
export function engineSend(origin: string, token: string): Send {
  const tokens: TokenSource = {
    accessToken: () => Promise.resolve({ kind: 'token', token }),
    recover: () => Promise.resolve('signed-out'),
  }
  return gatewaySend(createGateway(createTransport({ fetch, clock: systemClock, origin }), tokens))
}
