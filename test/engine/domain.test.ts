import { afterEach, describe, expect, it } from 'vitest'
import { CHANNELS, type Channel } from '../../protocol/index.ts'
import { combineDomains, defineDomain } from '../../workers/engine/domain.ts'
import { TAB_API_NAMES } from '../../workers/engine/tabs/tab-api.ts'
import { disposeEngines, makeEngine } from './helpers/engine-fixture.ts'

afterEach(disposeEngines)

const call = () => Promise.resolve(1)

describe('combining domains', () => {
  it('refuses two domains exporting the same call name', () => {
    expect(() =>
      combineDomains(
        {
          prices: defineDomain({ calls: { getQuote: call } }),
          alerts: defineDomain({ calls: { getQuote: call, listAlerts: call } }),
        },
        TAB_API_NAMES,
      ),
    ).toThrow('Engine domains prices and alerts both define "getQuote"')
  })

  it('refuses a watch named like another domain’s call, or like the tab’s own methods', () => {
    const watchQuote = () => () => undefined
    expect(() =>
      combineDomains(
        {
          a: defineDomain({ calls: { watchQuote: call } }),
          b: defineDomain({ watches: { watchQuote } }),
        },
        TAB_API_NAMES,
      ),
    ).toThrow('both define "watchQuote"')
    expect(() =>
      combineDomains({ a: defineDomain({ calls: { unwatch: call } }) }, TAB_API_NAMES),
    ).toThrow('Engine domains the tab API and a both define "unwatch"')
  })

  it('refuses two handlers of one channel', () => {
    expect(() =>
      combineDomains(
        {
          a: defineDomain({ streams: { orders: () => undefined } }),
          b: defineDomain({ streams: { orders: () => undefined } }),
        },
        TAB_API_NAMES,
      ),
    ).toThrow('Engine domains a and b both handle the orders channel')
  })

  it('routes every channel of the protocol to a handler in the real engine', () => {
    const { engine } = makeEngine({})
    const protocolChannels = Object.keys(CHANNELS) as Channel[]
    expect([...engine.channels()].sort()).toEqual([...protocolChannels].sort())
  })
})
