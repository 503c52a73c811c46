import { createStore } from 'jotai'
import { describe, expect, it, vi } from 'vitest'
import { installOfferAtom, installStateAtom } from '../../../src/app/install-atoms.ts'
import {
  listenForInstallOffer,
  promptInstall,
  type InstallHost,
} from '../../../src/app/install-listener.ts'

class FakeMedia extends EventTarget {
  constructor(public matches: boolean) {
    super()
  }
  change(matches: boolean): void {
    this.matches = matches
    this.dispatchEvent(new Event('change'))
  }
}

function setUp(opts: { standalone?: boolean; iosStandalone?: boolean } = {}) {
  const target = new EventTarget()
  const media = new FakeMedia(opts.standalone ?? false)
  const host: InstallHost = {
    addEventListener: (type, listener) => target.addEventListener(type, listener),
    matchMedia: () => media,
    navigator: opts.iosStandalone ? { standalone: true } : {},
  }
  const store = createStore()
  listenForInstallOffer(host, store)
  return { target, media, store }
}

/** A beforeinstallprompt as Chrome sends it, with the trader's answer. */
function offerEvent(outcome: 'accepted' | 'dismissed', prompt = vi.fn()) {
  return Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  })
}

describe('install offer', () => {
  it('keeps the browser offer and stops its own banner', () => {
    const { target, store } = setUp()
    expect(store.get(installStateAtom)).toBe('not-offered')
    const event = offerEvent('dismissed')
    target.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)
    expect(store.get(installStateAtom)).toBe('offered')
  })

  it('ignores an event without prompt()', () => {
    const { target, store } = setUp()
    target.dispatchEvent(new Event('beforeinstallprompt', { cancelable: true }))
    expect(store.get(installStateAtom)).toBe('not-offered')
  })

  it('shows the dialog once and drops the spent offer whatever the answer', async () => {
    const { target, store } = setUp()
    const prompt = vi.fn()
    target.dispatchEvent(offerEvent('dismissed', prompt))
    expect(await promptInstall(store)).toBe('dismissed')
    expect(await promptInstall(store)).toBe('unavailable')
    expect(prompt).toHaveBeenCalledTimes(1)
    expect(store.get(installStateAtom)).toBe('not-offered')
  })

  it('counts an accepted install as installed', async () => {
    const { target, store } = setUp()
    target.dispatchEvent(offerEvent('accepted'))
    expect(await promptInstall(store)).toBe('accepted')
    expect(store.get(installStateAtom)).toBe('installed')
  })

  it('says unavailable when the browser refuses to show the dialog', async () => {
    const { target, store } = setUp()
    const refusing = vi.fn(() => Promise.reject(new DOMException('not allowed')))
    target.dispatchEvent(offerEvent('accepted', refusing))
    expect(await promptInstall(store)).toBe('unavailable')
  })

  it('hides the offer once the app is installed', () => {
    const { target, store } = setUp()
    target.dispatchEvent(offerEvent('dismissed'))
    target.dispatchEvent(new Event('appinstalled'))
    expect(store.get(installOfferAtom)).toBeNull()
    expect(store.get(installStateAtom)).toBe('installed')
  })

  it('never offers inside the installed app', () => {
    const { target, media, store } = setUp()
    media.change(true)
    target.dispatchEvent(offerEvent('dismissed'))
    expect(store.get(installStateAtom)).toBe('running-installed')
    expect(setUp({ standalone: true }).store.get(installStateAtom)).toBe('running-installed')
    expect(setUp({ iosStandalone: true }).store.get(installStateAtom)).toBe('running-installed')
  })
})
