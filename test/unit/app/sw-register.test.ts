import { describe, expect, it, vi } from 'vitest'
import {
  watchForUpdates,
  type ContainerLike,
  type RegistrationLike,
  type WorkerLike,
} from '../../../src/app/sw-register.ts'

class FakeWorker extends EventTarget implements WorkerLike {
  state = 'installing'
  readonly messages: unknown[] = []
  postMessage(message: unknown): void {
    this.messages.push(message)
  }
  become(state: string): void {
    this.state = state
    this.dispatchEvent(new Event('statechange'))
  }
}

class FakeRegistration extends EventTarget implements RegistrationLike {
  installing: FakeWorker | null = null
  waiting: FakeWorker | null = null
  /** A new version is found and installs; it waits while a controller exists. */
  install(worker: FakeWorker, controlled: boolean): void {
    this.installing = worker
    this.dispatchEvent(new Event('updatefound'))
    this.installing = null
    if (controlled) this.waiting = worker
    worker.become('installed')
  }
}

class FakeContainer extends EventTarget implements ContainerLike {
  controller: FakeWorker | null = null
  takeOver(worker: FakeWorker): void {
    this.controller = worker
    this.dispatchEvent(new Event('controllerchange'))
  }
}

function setUp(opts: { controlled: boolean; waitingAtStart?: FakeWorker }) {
  const registration = new FakeRegistration()
  const container = new FakeContainer()
  if (opts.controlled) container.controller = new FakeWorker()
  if (opts.waitingAtStart) registration.waiting = opts.waitingAtStart
  const offers: (() => void)[] = []
  const reload = vi.fn()
  watchForUpdates(registration, container, (apply) => offers.push(apply), reload)
  return { registration, container, offers, reload }
}

describe('watchForUpdates', () => {
  it('offers a version that installs behind the controlling one, and reloads nothing by itself', () => {
    const { registration, container, offers, reload } = setUp({ controlled: true })
    const next = new FakeWorker()
    registration.install(next, true)
    expect(offers).toHaveLength(1)
    expect(next.messages).toEqual([])
    container.takeOver(next) // another tab's trader agreed
    expect(reload).not.toHaveBeenCalled()
  })

  it('on agreement tells the waiting version to take over, then reloads once', () => {
    const { registration, container, offers, reload } = setUp({ controlled: true })
    const next = new FakeWorker()
    registration.install(next, true)
    offers[0]?.()
    offers[0]?.()
    expect(next.messages).toEqual([{ type: 'SKIP_WAITING' }])
    expect(reload).not.toHaveBeenCalled()
    container.takeOver(next)
    container.takeOver(next)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('offers a version already waiting when the page loads (after "Later")', () => {
    const { offers } = setUp({ controlled: true, waitingAtStart: new FakeWorker() })
    expect(offers).toHaveLength(1)
  })

  it('offers nothing on a first visit, when the first version takes over on its own', () => {
    const { registration, container, offers, reload } = setUp({ controlled: false })
    const first = new FakeWorker()
    registration.install(first, false)
    container.takeOver(first)
    expect(offers).toEqual([])
    expect(reload).not.toHaveBeenCalled()
  })

  it('reloads at once when another tab already let the new version take over', () => {
    const { registration, container, offers, reload } = setUp({ controlled: true })
    const next = new FakeWorker()
    registration.install(next, true)
    registration.waiting = null
    container.takeOver(next)
    offers[0]?.()
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('offers each newer version found later', () => {
    const { registration, offers } = setUp({ controlled: true })
    registration.install(new FakeWorker(), true)
    registration.install(new FakeWorker(), true)
    expect(offers).toHaveLength(2)
  })
})
