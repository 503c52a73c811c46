import { expose, proxy, wrap, type Remote } from 'comlink'
import { afterEach, describe, expect, it } from 'vitest'
import { createTunnel, MAIN_PORT, type PortTunnel } from '../../../../src/bridge/leader/tunnel.ts'

/** What the far side exposes, standing in for the engine. */
interface FakeApi {
  add(a: number, b: number): number
  watch(cb: (value: number) => void): string
  /** Calls `cb` with a callback of its own, which records what it is given. */
  nested(cb: (reply: (value: string) => void) => void): void
  hang(): Promise<never>
}

const opened: { close(): void }[] = []
afterEach(() => {
  for (const o of opened.splice(0)) o.close()
})

let channelNo = 0

/** A follower's Comlink wrap reaching a leader's exposed object over a real BroadcastChannel. */
function tunnelled() {
  const name = `tunnel-test-${++channelNo}`
  const followerChannel = new BroadcastChannel(name)
  const leaderChannel = new BroadcastChannel(name)
  const replies: string[] = []
  const hangs: number[] = []
  const api: FakeApi = {
    add: (a, b) => a + b,
    watch(cb) {
      for (const v of [1, 2, 3]) void cb(v)
      return 'watching'
    },
    nested(cb) {
      void cb(proxy((value: string) => void replies.push(value)))
    },
    hang() {
      hangs.push(1)
      return new Promise<never>(() => undefined)
    },
  }
  const engineSide = new MessageChannel()
  expose(api, engineSide.port1)
  const leader = createTunnel({ channel: leaderChannel, self: 'leader', peer: 'f1' })
  leader.bridge(MAIN_PORT, engineSide.port2)

  const local = new MessageChannel()
  const follower = createTunnel({ channel: followerChannel, self: 'f1', peer: 'leader' })
  follower.bridge(MAIN_PORT, local.port2)
  const remote: Remote<FakeApi> = wrap<FakeApi>(local.port1)

  opened.push(followerChannel, leaderChannel, engineSide.port1, local.port1)
  opened.push(tunnelCloser(leader), tunnelCloser(follower))
  return { remote, follower, replies, hangs }
}

const tunnelCloser = (t: PortTunnel) => ({ close: () => t.close() })

describe('the port tunnel', () => {
  it('carries a call and its answer over a BroadcastChannel', async () => {
    const { remote } = tunnelled()
    expect(await remote.add(2, 3)).toBe(5)
    expect(await remote.add(40, 2)).toBe(42)
  })

  it('carries a proxied callback: the far side calls it back', async () => {
    const { remote } = tunnelled()
    const seen: number[] = []
    expect(await remote.watch(proxy((v: number) => void seen.push(v)))).toBe('watching')
    await expect.poll(() => seen).toEqual([1, 2, 3])
  })

  it('carries a port sent inside a tunnelled port: a callback handed to a callback', async () => {
    const { remote, replies } = tunnelled()
    await remote.nested(
      proxy((reply: (value: string) => void) => {
        void reply('from the follower')
      }),
    )
    await expect.poll(() => replies).toEqual(['from the follower'])
  })

  it('fails the calls still waiting on the far side, and only those', async () => {
    const { remote, follower, hangs } = tunnelled()
    const waiting = remote.hang()
    expect(await remote.add(1, 1)).toBe(2)
    await expect.poll(() => hangs.length).toBe(1)
    follower.failOutstanding('The data engine restarted')
    await expect(waiting).rejects.toThrow('The data engine restarted')
  })

  it('passes nothing on once closed', async () => {
    const { remote, follower } = tunnelled()
    follower.close()
    const answer = Promise.race([
      remote.add(1, 2),
      new Promise((resolve) => setTimeout(() => resolve('no answer'), 100)),
    ])
    expect(await answer).toBe('no answer')
  })
})
