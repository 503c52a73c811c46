import { afterEach, describe, expect, it } from 'vitest'
import { wsUrl } from '../../workers/engine/engine.ts'
import type { FakeAnswer } from './helpers/fake-fetch.ts'
import {
  alice,
  disposeEngines,
  freshDbName,
  json,
  loginRoute,
  makeEngine,
  seedSession,
  sleep,
  tokenBody,
  waitFor,
} from './helpers/engine-fixture.ts'

afterEach(disposeEngines)

describe('engine wiring', () => {
  it('builds the socket URL from the page origin (ws: / wss:)', () => {
    expect(wsUrl('https://trade.example', 'a b')).toBe('wss://trade.example/ws?token=a+b')
    expect(wsUrl('http://localhost:5173', 't')).toBe('ws://localhost:5173/ws?token=t')
  })

  it('opens the socket only once signed in', async () => {
    const ctx = makeEngine({ 'POST /auth/login': loginRoute('A') })
    await ctx.api.getSession()
    await ctx.api.watchPrices(['BTC-USD'], () => undefined)
    await sleep(5)
    expect(ctx.sockets.instances).toHaveLength(0)
    await ctx.api.login({ email: 'alice@example.com', password: 'secret-pw', remember: true })
    await waitFor(() =>
      expect(ctx.sockets.instances.map((s) => s.url)).toEqual(['ws://trade.test/ws?token=A']),
    )
    ctx.sockets.instances[0]?.open()
    expect(ctx.sockets.instances[0]?.frames()).toEqual([
      { type: 'subscribe', channel: 'market', symbols: ['BTC-USD'] },
    ])
  })

  it('close code 4401: one refresh, then a reconnect with the new token', async () => {
    const ctx = makeEngine({
      'POST /auth/login': loginRoute('A'),
      'POST /auth/refresh': () => json(200, tokenBody('B')),
    })
    await ctx.api.login({ email: 'alice@example.com', password: 'secret-pw', remember: true })
    await waitFor(() => expect(ctx.sockets.instances).toHaveLength(1))
    ctx.sockets.instances[0]?.open()
    ctx.sockets.instances[0]?.serverClose(4401)
    await waitFor(() => expect(ctx.sockets.instances).toHaveLength(2))
    expect(ctx.http.count('POST /auth/refresh')).toBe(1)
    expect(ctx.sockets.instances.map((s) => s.url)).toEqual([
      'ws://trade.test/ws?token=A',
      'ws://trade.test/ws?token=B',
    ])
  })

  it('an offline start recovers when the network comes back (reconnectNow)', async () => {
    const dbName = freshDbName()
    await seedSession(dbName, alice, 'csrf-old')
    let online = false
    const up = (a: () => FakeAnswer) => () => (online ? a() : ('network' as const))
    const ctx = makeEngine(
      {
        'POST /auth/refresh': up(() => json(200, tokenBody('C'))),
        'GET /me': up(() => json(200, alice)),
      },
      { dbName },
    )
    expect(await ctx.api.getSession()).toMatchObject({ status: 'authenticated', offline: true })
    expect(ctx.sockets.instances).toHaveLength(0)
    online = true
    await ctx.api.reconnectNow()
    await waitFor(() => expect(ctx.sockets.instances).toHaveLength(1))
    expect(await ctx.api.getSession()).toMatchObject({ status: 'authenticated', offline: false })
    expect(ctx.sockets.instances.map((s) => s.url)).toEqual(['ws://trade.test/ws?token=C'])
  })
})
