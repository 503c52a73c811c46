/**
 * One engine for every tab of the profile without SharedWorker: the tab holding LEADER_LOCK runs
 * it in its dedicated worker and the others reach it through port tunnels. The tab's Comlink
 * wrap sits on a local port whose twin goes to the leader's tunnel or, in the leader, straight
 * to the worker; until then what it sends waits in the twin. After a handover the old wrap is
 * useless: a new one is made and `onRestart` receives it.
 */
import { wrap, type Remote } from 'comlink'
import {
  type EngineChannel,
  FOLLOWER_LOCK_PREFIX,
  LEADER_LOCK,
  type LockRequester,
} from './channel.ts'
import { createFollower, ENGINE_RESTARTED } from './follower.ts'
import { serveFollowers } from './leader.ts'

export interface ElectedEngineOptions<T> {
  channel: EngineChannel
  locks: LockRequester
  /** Unique ids: addresses on the channel and lock names. */
  newId: () => string
  /** Starts the engine in this tab; answers how to connect a port to it as one more tab. */
  startEngine: () => (port: MessagePort) => void
  /** The engine this tab talks to changed: `bridge` reaches the new one. */
  onRestart: (bridge: Remote<T>) => void
}

export interface ElectedEngine<T> {
  /** The first bridge; later ones come through `onRestart`. */
  bridge: Remote<T>
  /** Leaves: releases the locks and closes the tunnels (a closing tab does all that anyway). */
  dispose(): void
}

interface LocalEnd<T> {
  bridge: Remote<T>
  /** The twin of the wrapped port: handed to the leader's tunnel or the engine. */
  port: MessagePort
}

function localEnd<T>(): LocalEnd<T> {
  const { port1, port2 } = new MessageChannel()
  return { bridge: wrap<T>(port1), port: port2 }
}

/** Resolves once `name` is granted; the lock is then held until `until` settles. */
function hold(locks: LockRequester, name: string, until: Promise<void>): Promise<void> {
  return new Promise((granted) => {
    locks
      .request(name, () => {
        granted()
        return until
      })
      .catch(() => undefined)
  })
}

export function startElectedEngine<T>(o: ElectedEngineOptions<T>): ElectedEngine<T> {
  let leave = (): void => undefined
  const left = new Promise<void>((resolve) => (leave = resolve))
  let disposed = false
  let stopServing = (): void => undefined
  let end = localEnd<T>()

  const lock = `${FOLLOWER_LOCK_PREFIX}${o.newId()}`
  const follower = createFollower({
    channel: o.channel,
    lock,
    lockHeld: hold(o.locks, lock, left),
    newId: o.newId,
    onLeaderChange() {
      end = localEnd<T>()
      follower.follow(end.port)
      o.onRestart(end.bridge)
    },
  })
  follower.follow(end.port)

  void hold(o.locks, LEADER_LOCK, left).then(() => {
    if (disposed) return
    const wasServed = follower.served()
    follower.stop(ENGINE_RESTARTED)
    if (wasServed) end = localEnd<T>()
    const connect = o.startEngine()
    connect(end.port)
    stopServing = serveFollowers({ channel: o.channel, self: o.newId(), connect, locks: o.locks })
    if (wasServed) o.onRestart(end.bridge)
  })

  return {
    bridge: end.bridge,
    dispose() {
      disposed = true
      follower.stop(ENGINE_RESTARTED)
      stopServing()
      leave()
    },
  }
}
