/**
 * A tab that does not lead: it tunnels one port at a time to the leader tab. It says hello and
 * waits for a welcome before relaying, so what its Comlink wrap sent meanwhile waits in the
 * port. When another tab announces itself leader after this one was served, the old leader is
 * gone: `onLeaderChange` tells the owner, who drops this tunnel and follows with a new port.
 */
import { asAnnounce, asWelcome, type EngineChannel, type FollowerHello } from './channel.ts'
import { createTunnel, MAIN_PORT, type PortTunnel } from './tunnel.ts'

/** What a call still waiting on a leader that died rejects with. */
export const ENGINE_RESTARTED = 'The data engine restarted'

export interface FollowerOptions {
  channel: EngineChannel
  /** This tab's life lock, named in each hello. */
  lock: string
  /** Resolves once this tab holds `lock`: before that a leader would be granted it at once. */
  lockHeld: Promise<void>
  newId: () => string
  onLeaderChange: () => void
}

export interface Follower {
  /** Drops the current tunnel and tunnels `port` to whoever leads, once the leader answers. */
  follow(port: MessagePort): void
  /** Whether a leader has taken the current port. */
  served(): boolean
  /** Fails the calls waiting on the leader with `message` and ends the tunnel. */
  drop(message: string): void
  /** `drop`, and no longer listens: this tab leads now. */
  stop(message: string): void
}

export function createFollower(o: FollowerOptions): Follower {
  let leader: string | null = null
  let waiting: { address: string; port: MessagePort } | null = null
  let current: { leader: string; tunnel: PortTunnel } | null = null
  let stopped = false

  function hello(): void {
    if (stopped || waiting === null) return
    const message: FollowerHello = {
      type: 'hello',
      from: waiting.address,
      to: leader,
      lock: o.lock,
    }
    o.channel.postMessage(message)
  }

  function welcomed(from: string): void {
    if (waiting === null) return
    leader = from
    const tunnel = createTunnel({ channel: o.channel, self: waiting.address, peer: from })
    tunnel.bridge(MAIN_PORT, waiting.port)
    current = { leader: from, tunnel }
    waiting = null
  }

  function listen(event: MessageEvent): void {
    const announce = asAnnounce(event.data)
    if (announce !== null) {
      if (current !== null && current.leader !== announce.from) {
        leader = announce.from
        o.onLeaderChange()
      } else if (current === null) {
        leader = announce.from
        void o.lockHeld.then(hello)
      }
      return
    }
    const welcome = asWelcome(event.data)
    if (welcome !== null && welcome.to === waiting?.address) welcomed(welcome.from)
  }
  o.channel.addEventListener('message', listen)

  function drop(message: string): void {
    current?.tunnel.failOutstanding(message)
    current?.tunnel.close()
    current = null
    waiting = null
  }

  return {
    follow(port) {
      drop(ENGINE_RESTARTED)
      waiting = { address: o.newId(), port }
      void o.lockHeld.then(hello)
    },
    served: () => current !== null,
    drop,
    stop(message) {
      drop(message)
      stopped = true
      o.channel.removeEventListener('message', listen)
    },
  }
}
