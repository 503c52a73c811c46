import { expose, type Remote } from 'comlink'
import { afterEach, describe, expect, it } from 'vitest'
import { startElectedEngine } from '../../../../src/bridge/leader/elected-engine.ts'
import { ENGINE_RESTARTED } from '../../../../src/bridge/leader/follower.ts'
import type { LockRequester } from '../../../../src/bridge/leader/channel.ts'
import { fakeLocks } from './fake-locks.ts'

/** Stands in for the engine: says which tab runs it, and has a call that never answers. */
interface FakeEngine {
  runsIn(): string
  hang(): Promise<never>
}

interface Tab {
  bridge(): Remote<FakeEngine>
  restarts(): number
  /** The tab closes: its locks go, its channel and its worker's ports close. */
  close(): void
}

let tabs: Tab[] = []
let run = 0
afterEach(() => {
  for (const tab of tabs) tab.close()
  tabs = []
})

/** A world of tabs sharing one channel name and one lock manager. */
function browser() {
  run += 1
  const locks: LockRequester = fakeLocks()
  const started: string[] = []
  const hung: string[] = []
  /** Engine ports whose far end was closed (Node tells the other end of a closed port). */
  const dropped: string[] = []
  let ids = 0

  function open(name: string): Tab {
    const channel = new BroadcastChannel(`elected-test-${run}`)
    const enginePorts: MessagePort[] = []
    let restarts = 0
    const elected = startElectedEngine<FakeEngine>({
      channel,
      locks,
      newId: () => `${name}-${++ids}`,
      startEngine() {
        started.push(name)
        return (port) => {
          enginePorts.push(port)
          port.addEventListener('close', () => dropped.push(name))
          expose(
            {
              runsIn: () => name,
              hang: () => {
                hung.push(name)
                return new Promise<never>(() => undefined)
              },
            } satisfies FakeEngine,
            port,
          )
        }
      },
      onRestart(next) {
        bridge = next
        restarts += 1
      },
    })
    let bridge = elected.bridge
    let closed = false
    const tab: Tab = {
      bridge: () => bridge,
      restarts: () => restarts,
      close() {
        if (closed) return
        closed = true
        elected.dispose()
        channel.close()
        for (const port of enginePorts) port.close()
      },
    }
    tabs.push(tab)
    return tab
  }
  return { open, started, hung, dropped }
}

describe('one engine for all tabs, in the elected tab', () => {
  it('a tab alone leads: its calls reach its own engine without a restart', async () => {
    const { open, started } = browser()
    const a = open('A')
    expect(await a.bridge().runsIn()).toBe('A')
    expect(started).toEqual(['A'])
    expect(a.restarts()).toBe(0)
  })

  it('other tabs reach the leader’s engine; none starts its own', async () => {
    const { open, started } = browser()
    const a = open('A')
    const b = open('B')
    const c = open('C')
    expect(await b.bridge().runsIn()).toBe('A')
    expect(await c.bridge().runsIn()).toBe('A')
    expect(await a.bridge().runsIn()).toBe('A')
    expect(started).toEqual(['A'])
  })

  it('when the leader closes, the next tab leads and every tab reaches the new engine', async () => {
    const { open, started } = browser()
    const a = open('A')
    const b = open('B')
    const c = open('C')
    expect(await c.bridge().runsIn()).toBe('A')
    expect(await b.bridge().runsIn()).toBe('A')

    a.close()
    await expect.poll(() => started).toEqual(['A', 'B'])
    await expect.poll(() => b.restarts()).toBe(1)
    await expect.poll(() => c.restarts()).toBe(1)
    expect(await b.bridge().runsIn()).toBe('B')
    expect(await c.bridge().runsIn()).toBe('B')

    // And once more: the last tab left leads alone.
    b.close()
    await expect.poll(() => c.restarts()).toBe(2)
    expect(await c.bridge().runsIn()).toBe('C')
    expect(started).toEqual(['A', 'B', 'C'])
  })

  it('a call waiting on a leader that closed fails instead of hanging', async () => {
    const { open, hung } = browser()
    const a = open('A')
    const b = open('B')
    const c = open('C')
    const onB = b.bridge().hang()
    const onC = c.bridge().hang()
    await expect.poll(() => hung).toEqual(['A', 'A'])

    a.close()
    await expect(onB).rejects.toThrow(ENGINE_RESTARTED)
    await expect(onC).rejects.toThrow(ENGINE_RESTARTED)
    expect(await c.bridge().runsIn()).toBe('B')
  })

  it('a follower that closes has its tunnel closed and does not disturb the others', async () => {
    const { open, started, dropped } = browser()
    const a = open('A')
    const b = open('B')
    const c = open('C')
    expect(await b.bridge().runsIn()).toBe('A')
    expect(await c.bridge().runsIn()).toBe('A')
    expect(dropped).toEqual([])
    b.close()
    // The leader is granted B's life lock and closes B's port to the engine, only that one.
    await expect.poll(() => dropped).toEqual(['A'])
    expect(await c.bridge().runsIn()).toBe('A')
    expect(await a.bridge().runsIn()).toBe('A')
    expect(started).toEqual(['A'])
    expect(c.restarts()).toBe(0)
  })
})
