/**
 * What the tabs of one browser profile say to each other on the engine's BroadcastChannel when
 * SharedWorker is missing: who leads, a follower's hello and the leader's welcome, and the
 * tunnelled port traffic, all addressed so that many tabs share the one channel.
 */
export const ENGINE_CHANNEL = 'tradedesk-engine'
/** Held for its whole life by the tab whose dedicated worker runs the engine. */
export const LEADER_LOCK = 'tradedesk-engine-leader'
/** Each follower holds one for its life: the leader is granted it once the follower is gone. */
export const FOLLOWER_LOCK_PREFIX = 'tradedesk-engine-follower-'

/** The parts of a BroadcastChannel the tabs use (tests pass a real one from Node). */
export interface EngineChannel {
  postMessage(message: unknown): void
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void
}

/** The parts of `navigator.locks` the tabs use. */
export interface LockRequester {
  request(name: string, callback: () => Promise<void>): Promise<void>
}

/** A new leader tells every tab; followers served by an earlier one reconnect to it. */
export interface LeaderAnnounce {
  type: 'leader'
  from: string
}

/** A follower asks the leader (`to`, or whoever leads when null) to tunnel it to the engine. */
export interface FollowerHello {
  type: 'hello'
  from: string
  to: string | null
  /** The follower's life lock (FOLLOWER_LOCK_PREFIX). */
  lock: string
}

export interface LeaderWelcome {
  type: 'welcome'
  from: string
  to: string
}

/** One message of one tunnelled port, from one tunnel end to the other. */
export interface TunnelFrame {
  to: string
  from: string
  port: string
  data: unknown
}

const fieldsOf = (m: unknown): Record<string, unknown> | null =>
  typeof m === 'object' && m !== null ? (m as Record<string, unknown>) : null

export function asAnnounce(m: unknown): LeaderAnnounce | null {
  const f = fieldsOf(m)
  return f?.type === 'leader' && typeof f.from === 'string'
    ? { type: 'leader', from: f.from }
    : null
}

export function asHello(m: unknown): FollowerHello | null {
  const f = fieldsOf(m)
  if (f?.type !== 'hello' || typeof f.from !== 'string' || typeof f.lock !== 'string') return null
  const to = typeof f.to === 'string' ? f.to : null
  return { type: 'hello', from: f.from, to, lock: f.lock }
}

export function asWelcome(m: unknown): LeaderWelcome | null {
  const f = fieldsOf(m)
  return f?.type === 'welcome' && typeof f.from === 'string' && typeof f.to === 'string'
    ? { type: 'welcome', from: f.from, to: f.to }
    : null
}

export function asTunnelFrame(m: unknown): TunnelFrame | null {
  const f = fieldsOf(m)
  return f && typeof f.to === 'string' && typeof f.from === 'string' && typeof f.port === 'string'
    ? { to: f.to, from: f.from, port: f.port, data: f.data }
    : null
}
