export interface WsOptions {
  /** Server → client ping period. */
  pingIntervalMs: number
  /** Close with 4408 when nothing arrived from the client for this long. */
  idleTimeoutMs: number
  /** Order-book snapshot period per subscribed symbol. */
  bookIntervalMs: number
  /** Period of the `options` channel's book tops per subscribed underlying. */
  optionsIntervalMs: number
  /** Portfolio summary period for sockets subscribed to `portfolio`. */
  portfolioIntervalMs: number
  maxMessagesPerSecond: number
  maxSocketsPerUser: number
  /** Above this many queued bytes a socket is congested: superseded data is held back (latest value per stream). */
  maxBufferedBytes: number
  /** A socket whose queued bytes pass this is closed with 1013 (Try Again Later) at once. */
  maxBufferedHardBytes: number
  /** A socket congested for longer than this is closed with 1013 (Try Again Later). */
  maxCongestedMs: number
  /** How often congested sockets are checked: drained ones get their held-back values, stuck ones are closed. */
  drainCheckMs: number
  /** How often the sessions of open sockets are checked (logouts in other processes, deleted users). */
  sessionCheckIntervalMs: number
  /** Per-user burst of private subscribes that run a database snapshot, shared by the user's sockets. */
  snapshotCapacity: number
  snapshotRefillPerSec: number
  /** Parse every outgoing payload by its channel's schema first (tests; see outgoing.ts). */
  checkPushes: boolean
}

export const DEFAULT_WS_OPTIONS: WsOptions = {
  pingIntervalMs: 20_000,
  idleTimeoutMs: 30_000,
  bookIntervalMs: 250,
  optionsIntervalMs: 1_000,
  portfolioIntervalMs: 2_000,
  maxMessagesPerSecond: 50,
  maxSocketsPerUser: 20,
  maxBufferedBytes: 1024 * 1024,
  maxBufferedHardBytes: 8 * 1024 * 1024,
  maxCongestedMs: 10_000,
  drainCheckMs: 50,
  sessionCheckIntervalMs: 30_000,
  snapshotCapacity: 20,
  snapshotRefillPerSec: 10,
  checkPushes: false,
}
