/**
 * The leader tab's service to the others: each follower's hello gets a port of its own to the
 * engine (`connect` hands one end to the worker) and the other end tunnelled to the follower.
 * A follower's tunnel is closed once its life lock is granted here, that is once it is gone.
 */
import {
  asHello,
  type EngineChannel,
  type LeaderAnnounce,
  type LeaderWelcome,
  type LockRequester,
} from './channel.ts'
import { createTunnel, MAIN_PORT, type PortTunnel } from './tunnel.ts'

export interface LeaderOptions {
  channel: EngineChannel
  /** This leader's address on the channel. */
  self: string
  /** Connects a port to the engine as one more tab. */
  connect: (port: MessagePort) => void
  locks: LockRequester
}

/** Serves followers until the returned stop is called; announces this tab as leader first. */
export function serveFollowers(o: LeaderOptions): () => void {
  const tunnels = new Map<string, PortTunnel>()

  function forget(address: string): void {
    tunnels.get(address)?.close()
    tunnels.delete(address)
  }

  function listen(event: MessageEvent): void {
    const hello = asHello(event.data)
    if (hello === null || (hello.to !== null && hello.to !== o.self)) return
    // A hello repeated (sent to anyone, then to this leader once announced) gets one tunnel.
    if (!tunnels.has(hello.from)) {
      const engineSide = new MessageChannel()
      o.connect(engineSide.port1)
      const tunnel = createTunnel({ channel: o.channel, self: o.self, peer: hello.from })
      tunnel.bridge(MAIN_PORT, engineSide.port2)
      tunnels.set(hello.from, tunnel)
      o.locks
        .request(hello.lock, () => {
          forget(hello.from)
          return Promise.resolve()
        })
        .catch(() => forget(hello.from))
    }
    const welcome: LeaderWelcome = { type: 'welcome', from: o.self, to: hello.from }
    o.channel.postMessage(welcome)
  }

  o.channel.addEventListener('message', listen)
  const announce: LeaderAnnounce = { type: 'leader', from: o.self }
  o.channel.postMessage(announce)

  return () => {
    o.channel.removeEventListener('message', listen)
    for (const address of [...tunnels.keys()]) forget(address)
  }
}
