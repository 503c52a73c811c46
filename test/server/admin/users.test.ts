import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminUser, AdminUsersPage } from '../../../protocol/index.ts'
import { API_ENDPOINTS, API_PREFIX } from '../../../protocol/index.ts'
import { changeUser } from '../../../server/admin/user-changes.ts'
import { newUser, startServer, type TestServer } from '../helpers.ts'
import { auditEntries, newAdmin, onlyAdmin } from './admin-helpers.ts'

let t: TestServer
let admin: Awaited<ReturnType<typeof newAdmin>>
beforeAll(async () => {
  t = await startServer()
  admin = await newAdmin(t)
})
afterAll(async () => {
  await t.close()
})

const activeAdmins = async (): Promise<number> => {
  const rows = await t.server.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM users WHERE (is_superuser OR role = 'ADMIN') AND disabled_at IS NULL`,
  )
  return rows[0]?.n ?? 0
}

const put = (id: string, json: unknown, token = admin.token) =>
  t.api<AdminUser & { detail?: string }>('PUT', `/api/v1/admin/users/${id}`, { token, json })

describe('admin endpoints', () => {
  it('refuse anonymous callers (401) and traders (403), and answer an administrator', async () => {
    const trader = await newUser(t.api, 'plain')
    // Lists and figures; reads of one thing by id (a KYC document) are tested with that thing.
    const admins = API_ENDPOINTS.filter(
      (e) => e.auth === 'admin' && e.method === 'GET' && !e.path.includes(':'),
    )
    expect(admins.map((e) => e.path)).toEqual(
      expect.arrayContaining(['/admin/users', '/admin/markets', '/admin/status', '/admin/audit']),
    )
    for (const e of admins) {
      const url = API_PREFIX + e.path
      expect((await t.api('GET', url)).status, url).toBe(401)
      expect((await t.api('GET', url, { token: trader.token })).status, url).toBe(403)
      expect((await t.api('GET', url, { token: admin.token })).status, url).toBe(200)
    }
    expect((await put(trader.id, { role: 'ADMIN' }, trader.token)).status).toBe(403)
  })
})

describe('GET /admin/users', () => {
  it('searches email, username and full name in any case, with pages and a total', async () => {
    const tag = `zq${Date.now().toString(36)}`
    for (let i = 0; i < 7; i++) await newUser(t.api, `${tag}${i}`)
    const search = (qs: string) =>
      t.api<AdminUsersPage>('GET', `/api/v1/admin/users?${qs}`, { token: admin.token })

    const first = await search(`q=${tag.toUpperCase()}&page_size=3`)
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ total: 7, page: 1, page_size: 3 })
    expect(first.body.items).toHaveLength(3)
    const last = await search(`q=${tag}&page_size=3&page=3`)
    expect(last.body.items).toHaveLength(1)
    const seen = new Set(
      [first, await search(`q=${tag}&page_size=3&page=2`), last].flatMap((r) =>
        r.body.items.map((u) => u.id),
      ),
    )
    expect(seen.size).toBe(7)

    const someone = first.body.items[0] as AdminUser
    await t.server.db.query('UPDATE users SET full_name = $2 WHERE id = $1', [
      someone.id,
      `Ada ${tag} Lovelace`,
    ])
    const byName = await search(`q=${encodeURIComponent(`ada ${tag} love`)}`)
    expect(byName.body.items.map((u) => u.id)).toEqual([someone.id])
    // LIKE wildcards are taken literally.
    expect((await search('q=%25')).body.total).toBe(0)

    const all = await search('')
    expect(all.body.page_size).toBe(25)
    expect(all.body.total).toBeGreaterThanOrEqual(8)
    expect((await search('page_size=101')).status).toBe(422)
  })
})

describe('PUT /admin/users/{id}', () => {
  it('changes role and superuser flag, refusing self-demotion, self-disabling and the last administrator', async () => {
    const other = await newUser(t.api, 'promoted')
    const promoted = await put(other.id, { role: 'ADMIN' })
    expect(promoted.status).toBe(200)
    expect(promoted.body).toMatchObject({ role: 'ADMIN', is_superuser: false, disabled: false })
    // The new administrator's existing token reaches the admin endpoints at once.
    expect((await t.api('GET', '/api/v1/admin/status', { token: other.token })).status).toBe(200)

    const selfDemote = await put(admin.id, { role: 'USER', is_superuser: false })
    expect(selfDemote.status).toBe(409)
    expect(selfDemote.body.detail).toBe('You cannot remove your own administrator rights')
    const selfDisable = await put(admin.id, { disabled: true })
    expect(selfDisable.status).toBe(409)
    expect(selfDisable.body.detail).toBe('You cannot disable your own account')

    // Two administrators demoting each other at once: one wins; the other is refused, by the
    // guard if it came second, by the last-administrator rule if it raced past the guard.
    await onlyAdmin(t, admin.id)
    await put(other.id, { role: 'ADMIN' })
    const [a, b] = await Promise.all([
      put(other.id, { role: 'USER' }, admin.token),
      put(admin.id, { role: 'USER', is_superuser: false }, other.token),
    ])
    expect([a.status, b.status].filter((s) => s === 200)).toHaveLength(1)
    expect([403, 409]).toContain(a.status === 200 ? b.status : a.status)
    expect(await activeAdmins()).toBe(1)
    // Restore: `admin` stays the administrator of the rest of the file.
    await onlyAdmin(t, admin.id)
    await t.server.db.query(`UPDATE users SET is_superuser = true, role = 'ADMIN' WHERE id = $1`, [
      admin.id,
    ])

    // The rule itself, as met by a request that passed the guard just before its caller lost
    // the rights: the one remaining administrator stays.
    const demoted = { adminId: other.id, adminEmail: other.email, ip: null }
    await expect(changeUser(t.server.ctx, demoted, admin.id, { disabled: true })).rejects.toThrow(
      'The last administrator cannot be demoted or disabled',
    )
    await expect(
      changeUser(t.server.ctx, demoted, admin.id, { role: 'USER', is_superuser: false }),
    ).rejects.toThrow('The last administrator cannot be demoted or disabled')
    expect(await activeAdmins()).toBe(1)

    expect((await put('no-such-user', { disabled: true })).status).toBe(404)
    expect((await put(other.id, {})).status).toBe(422)
    expect((await put(other.id, { role: 'ROOT' })).status).toBe(422)
  })

  it('disables a user: no sign-in, the token and socket they held stop at once; enabling lets them back', async () => {
    const victim = await newUser(t.api, 'victim')
    const socket = await t.connect(victim.token)
    const disabled = await put(victim.id, { disabled: true })
    expect(disabled.status).toBe(200)
    expect(disabled.body.disabled).toBe(true)

    expect((await socket.closed).reason).toBe('Session ended')
    const me = await t.api('GET', '/api/v1/users/me', { token: victim.token })
    expect(me.status).toBe(401)
    const login = await t.api<{ detail: string }>('POST', '/api/v1/auth/login', {
      form: { username: victim.email, password: victim.password },
    })
    expect(login.status).toBe(403)
    expect(login.body.detail).toBe('Account disabled. Contact support.')
    const refresh = await t.api('POST', '/api/v1/auth/refresh', {
      json: {},
      cookie: login.cookies.join('; '),
    })
    expect(refresh.status).toBe(401)

    expect((await put(victim.id, { disabled: false })).body.disabled).toBe(false)
    const again = await t.api('POST', '/api/v1/auth/login', {
      form: { username: victim.email, password: victim.password },
    })
    expect(again.status).toBe(200)
  })

  it('writes each change to the audit log with who made it and what changed', async () => {
    const subject = await newUser(t.api, 'audited')
    await put(subject.id, { role: 'ADMIN', is_superuser: true })
    const [entry] = await auditEntries(t.api, admin.token, 1)
    expect(entry).toMatchObject({
      action: 'user.update',
      target: subject.email,
      admin_email: admin.email,
      before: { role: 'USER', is_superuser: false, disabled: false },
      after: { role: 'ADMIN', is_superuser: true, disabled: false },
    })
  })
})
