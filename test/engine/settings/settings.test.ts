import { afterEach, describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS, type Settings, type User } from '../../../protocol/index.ts'
import type { DataChange } from '../../../workers/engine/api.ts'
import {
  alice,
  disposeEngines,
  freshDbName,
  json,
  makeEngine,
  seedSession,
  signedInEngine,
  waitFor,
} from '../helpers/engine-fixture.ts'
import type { FakeRequest } from '../helpers/fake-fetch.ts'

afterEach(disposeEngines)

const light: Settings = { ...DEFAULT_SETTINGS, theme: 'light', language: 'de' }
const network = () => 'network' as const
const bodyOf = (r: FakeRequest | undefined): unknown => JSON.parse(r?.body ?? 'null')

describe('reading settings', () => {
  it('comes from the server and is kept for an offline start of the same trader only', async () => {
    const dbName = freshDbName()
    const online = await signedInEngine({ 'GET /settings': () => json(200, light) }, { dbName })
    expect(await online.api.getSettings()).toEqual(light)
    online.engine.dispose()

    await seedSession(dbName, alice, 'csrf')
    const offline = makeEngine({ 'POST /auth/refresh': network }, { dbName })
    expect((await offline.api.getSession()).offline).toBe(true)
    expect(await offline.api.getSettings()).toEqual(light)
    offline.engine.dispose()

    const bob: User = { ...alice, id: 'u2', email: 'bob@example.com', username: 'bob' }
    await seedSession(dbName, bob, 'csrf')
    const other = makeEngine({ 'POST /auth/refresh': network }, { dbName })
    await other.api.getSession()
    expect(await other.api.getSettings()).toEqual(DEFAULT_SETTINGS)
  })
})

describe('writing settings', () => {
  it('sends a partial change, keeps the answer and tells every tab', async () => {
    const ctx = await signedInEngine({
      'PUT /settings': (r) => json(200, { ...DEFAULT_SETTINGS, ...(bodyOf(r) as object) }),
    })
    const otherTab = ctx.engine.connectTab()
    const changes: DataChange[][] = []
    await otherTab.watchChanges((c) => changes.push(c))
    const res = await ctx.api.updateSettings({ theme: 'light' })
    expect(res).toEqual({ ok: true, value: { ...DEFAULT_SETTINGS, theme: 'light' } })
    expect(bodyOf(ctx.http.calls.at(-1))).toEqual({ theme: 'light' })
    await waitFor(() => expect(changes.flat()).toContainEqual({ topic: 'settings' }))
  })

  it('a whole-settings save never sends the security part; a refusal throws', async () => {
    let answer = 200
    const ctx = await signedInEngine({
      'PUT /settings': () => (answer === 200 ? json(200, light) : json(answer, { detail: 'x' })),
    })
    expect(await ctx.api.saveSettings(DEFAULT_SETTINGS)).toEqual(light)
    expect(bodyOf(ctx.http.calls.at(-1))).not.toHaveProperty('security')
    answer = 500
    await expect(ctx.api.saveSettings(DEFAULT_SETTINGS)).rejects.toThrow()
  })

  it('names a failed security change as SPEC §8 does', async () => {
    const ctx = await signedInEngine({ 'PUT /settings/security': () => json(409, {}) })
    const res = await ctx.api.updateSecuritySettings({ sessionTimeout: 900 })
    expect(res).toMatchObject({
      ok: false,
      error: { message: 'Failed to update security settings' },
    })
  })
})

describe('importing settings', () => {
  const invalid = { ok: false, error: { status: null, message: 'Invalid settings format' } }

  it('refuses text that is not a document with theme, chart and trading, without asking', async () => {
    const ctx = await signedInEngine({ 'POST /settings/import': () => json(200, light) })
    expect(await ctx.api.importSettings('not json')).toEqual(invalid)
    expect(await ctx.api.importSettings('[1]')).toEqual(invalid)
    expect(await ctx.api.importSettings('{"theme":"dark","chart":{}}')).toEqual(invalid)
    expect(ctx.http.count('POST /settings/import')).toBe(0)
    const ok = await ctx.api.importSettings(JSON.stringify(light))
    expect(ok).toEqual({ ok: true, value: light })
  })

  it('says "Failed to import settings" when the server refuses a value', async () => {
    const issue = (msg: string) => ({ detail: [{ loc: ['body', 'theme'], msg, type: 'x' }] })
    let msg = 'Invalid option'
    const ctx = await signedInEngine({ 'POST /settings/import': () => json(422, issue(msg)) })
    const doc = JSON.stringify({ theme: 'pink', chart: {}, trading: {} })
    expect(await ctx.api.importSettings(doc)).toMatchObject({
      ok: false,
      error: { status: 422, message: 'Failed to import settings' },
    })
    msg = 'Invalid settings format'
    expect(await ctx.api.importSettings(doc)).toMatchObject({
      ok: false,
      error: { message: 'Invalid settings format' },
    })
  })
})

describe('following other browsers', () => {
  it('tells every tab to refetch when the socket comes back', async () => {
    const ctx = await signedInEngine()
    const changes: DataChange[][] = []
    await ctx.api.watchChanges((c) => changes.push(c))
    await new Promise((r) => setTimeout(r, 150))
    changes.length = 0
    ctx.socket.serverClose(1006)
    await waitFor(() => expect(ctx.sockets.instances.length).toBe(2))
    ctx.sockets.instances[1]?.open()
    await waitFor(() => expect(changes.flat()).toContainEqual({ topic: 'settings' }))
  })
})
