import { readdir } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  AdminKycApplication,
  AdminKycPage,
  KycApplication,
  Notification,
} from '../../protocol/index.ts'
import { kycFileStoreOf } from '../../server/kyc/file-store.ts'
import { auditEntries, newAdmin } from './admin/admin-helpers.ts'
import { ADULT_FIELDS, kycForm, postKyc, tinyPdf, tinyPng } from './fuzz/multipart.ts'
import { newUser, startServer, type TestServer } from './helpers.ts'

let t: TestServer
let admin: Awaited<ReturnType<typeof newAdmin>>
beforeAll(async () => {
  t = await startServer()
  admin = await newAdmin(t, 'kycadmin')
})
afterAll(async () => {
  await t.close()
})

const png = (name = 'document', filename = 'passport.png') => ({
  name,
  filename,
  type: 'image/png',
  bytes: tinyPng(),
})
const pdf = { name: 'selfie', filename: 'selfie.pdf', type: 'application/pdf', bytes: tinyPdf() }

async function submitted(prefix = 'kyc') {
  const u = await newUser(t.api, prefix)
  const res = await postKyc<KycApplication>(t.url, u.token, kycForm(ADULT_FIELDS, [png(), pdf]))
  expect(res.status).toBe(200)
  return u
}

async function applicationOf(email: string): Promise<AdminKycApplication> {
  const page = await t.api<AdminKycPage>('GET', '/api/v1/admin/kyc?status=submitted', {
    token: admin.token,
  })
  const found = page.body.items.find((a) => a.email === email)
  if (!found) throw new Error(`no submitted application of ${email}`)
  return found
}

describe('KYC for the trader', () => {
  it('starts, submits a PNG and a PDF, and shows the stored documents', async () => {
    const u = await newUser(t.api, 'kyc')
    const before = await t.api<KycApplication>('GET', '/api/v1/kyc/status', { token: u.token })
    expect(before.body.status).toBe('not_started')
    const started = await t.api<KycApplication>('POST', '/api/v1/kyc/start', { token: u.token })
    expect(started.body.status).toBe('pending_documents')
    const again = await t.api<KycApplication>('POST', '/api/v1/kyc/start', { token: u.token })
    expect(again.body.status).toBe('pending_documents')

    const res = await postKyc<KycApplication>(t.url, u.token, kycForm(ADULT_FIELDS, [png(), pdf]))
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      status: 'submitted',
      legal_name: 'Ada Lovelace',
      date_of_birth: '1990-12-10',
      country: 'GB',
      document_type: 'passport',
    })
    const kinds = res.body.documents.map((d) => [d.kind, d.mimetype, d.size])
    expect(kinds).toEqual([
      ['document', 'image/png', tinyPng().length],
      ['selfie', 'application/pdf', tinyPdf().length],
    ])
    expect(res.body.documents[0]?.sha256).toMatch(/^[0-9a-f]{64}$/)

    const status = await t.api<KycApplication>('GET', '/api/v1/kyc/status', { token: u.token })
    expect(status.body).toEqual(res.body)
    // On disk under <store>/<userId>/, never in the database.
    const files = await readdir(`${kycFileStoreOf(t.server.ctx).dir}/${u.id}`)
    expect(files.map((f) => f.split('.')[1]).sort()).toEqual(['pdf', 'png'])
    const rows = await t.server.db.query<{ path: string }>('SELECT path FROM kyc_documents')
    expect(rows.every((r) => !r.path.startsWith('/'))).toBe(true)
  })

  it('refuses a file over 5 MB and a text file named .png, each on its field', async () => {
    const u = await newUser(t.api, 'kyc')
    const big = new Uint8Array(5 * 1024 * 1024 + 10)
    big.set(tinyPng())
    const tooLarge = await postKyc(
      t.url,
      u.token,
      kycForm(ADULT_FIELDS, [{ ...png(), bytes: big }]),
    )
    expect(tooLarge.status).toBe(422)
    expect(tooLarge.body).toEqual({
      detail: [{ loc: ['body', 'document'], msg: 'file too large', type: 'custom' }],
    })
    const text = new TextEncoder().encode('just some text, not an image')
    const fake = await postKyc(
      t.url,
      u.token,
      kycForm(ADULT_FIELDS, [png(), { ...png('selfie', 'me.png'), bytes: text }]),
    )
    expect(fake.status).toBe(422)
    expect(fake.body).toEqual({
      detail: [{ loc: ['body', 'selfie'], msg: 'unsupported file type', type: 'custom' }],
    })
    const missing = await postKyc(t.url, u.token, kycForm(ADULT_FIELDS, []))
    expect(missing.status).toBe(422)
    const status = await t.api<KycApplication>('GET', '/api/v1/kyc/status', { token: u.token })
    expect(status.body.status).toBe('not_started')
  })

  it('refuses a minor, an unknown country and a JSON body', async () => {
    const u = await newUser(t.api, 'kyc')
    const now = new Date()
    const minor = `${now.getUTCFullYear() - 17}-01-01`
    const res = await postKyc<{ detail: { loc: string[]; msg: string }[] }>(
      t.url,
      u.token,
      kycForm({ ...ADULT_FIELDS, date_of_birth: minor, country: 'XX' }, [png()]),
    )
    expect(res.status).toBe(422)
    expect(res.body.detail.map((d) => [d.loc.join('.'), d.msg])).toEqual([
      ['body.date_of_birth', 'You must be at least 18 years old'],
      ['body.country', 'Expected an ISO 3166-1 alpha-2 country code'],
    ])
    const json = await t.api('POST', '/api/v1/kyc/submit', {
      token: u.token,
      json: { ...ADULT_FIELDS, document: { filename: 'a.png', truncated: false } },
    })
    expect(json.status).toBe(422)
    expect(JSON.stringify(json.body)).toContain('Expected a file')
  })

  it('takes one of two submissions sent at once and removes the other one’s files', async () => {
    const u = await newUser(t.api, 'kycrace')
    const answers = await Promise.all(
      [1, 2].map(() => postKyc(t.url, u.token, kycForm(ADULT_FIELDS, [png()]))),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    const files = await readdir(`${kycFileStoreOf(t.server.ctx).dir}/${u.id}`)
    expect(files).toHaveLength(1)
  })

  it('allows no second submission while one is under review', async () => {
    const u = await submitted()
    const again = await postKyc(t.url, u.token, kycForm(ADULT_FIELDS, [png()]))
    expect(again.status).toBe(409)
  })
})

describe('KYC review by an administrator', () => {
  it('streams a document to an administrator only', async () => {
    const u = await submitted()
    const app = await applicationOf(u.email)
    const doc = app.documents.find((d) => d.kind === 'document')
    const url = `/api/v1/admin/kyc/${app.id}/documents/${doc?.id ?? ''}`
    const res = await fetch(t.url + url, { headers: { authorization: `Bearer ${admin.token}` } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="passport.png"')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(Buffer.from(await res.arrayBuffer())).toEqual(Buffer.from(tinyPng()))

    const other = await newUser(t.api, 'kycother')
    expect((await t.api('GET', url, { token: other.token })).status).toBe(403)
    expect((await t.api('GET', url, { token: u.token })).status).toBe(403)
    expect((await t.api('GET', url)).status).toBe(401)
    const wrong = `/api/v1/admin/kyc/${app.id}/documents/00000000-0000-4000-8000-000000000000`
    expect((await t.api('GET', wrong, { token: admin.token })).status).toBe(404)
  })

  it('rejects with a note, then approves the resubmission: audited, notified and mailed', async () => {
    const u = await submitted()
    const app = await applicationOf(u.email)
    const review = `/api/v1/admin/kyc/${app.id}/review`
    const noNote = await t.api('POST', review, {
      token: admin.token,
      json: { decision: 'rejected' },
    })
    expect(noNote.status).toBe(422)
    expect(JSON.stringify(noNote.body)).toContain('A note is required when rejecting')

    const rejected = await t.api<AdminKycApplication>('POST', review, {
      token: admin.token,
      json: { decision: 'rejected', note: 'The photo is blurred' },
    })
    expect(rejected.status).toBe(200)
    expect(rejected.body).toMatchObject({ status: 'rejected', review_note: 'The photo is blurred' })
    const twice = await t.api('POST', review, {
      token: admin.token,
      json: { decision: 'approved' },
    })
    expect(twice.status).toBe(409)

    const resubmitted = await postKyc<KycApplication>(
      t.url,
      u.token,
      kycForm({ ...ADULT_FIELDS, document_type: 'id_card' }, [png()]),
    )
    expect(resubmitted.status).toBe(200)
    expect(resubmitted.body).toMatchObject({ status: 'submitted', review_note: null })
    expect(resubmitted.body.documents.map((d) => d.kind)).toEqual(['document'])

    const approved = await t.api<AdminKycApplication>('POST', review, {
      token: admin.token,
      json: { decision: 'approved' },
    })
    expect(approved.body.status).toBe('approved')
    const status = await t.api<KycApplication>('GET', '/api/v1/kyc/status', { token: u.token })
    expect(status.body.status).toBe('approved')

    const audit = (await auditEntries(t.api, admin.token)).filter((e) => e.target === u.email)
    expect(audit.map((e) => [e.action, e.after?.status])).toEqual([
      ['kyc.review', 'approved'],
      ['kyc.review', 'rejected'],
    ])
    expect(audit[1]?.after?.note).toBe('The photo is blurred')
    expect(audit[0]?.admin_email).toBe(admin.email)

    await t.server.trading.writer.flush()
    const notes = await t.api<{ items?: Notification[] } | Notification[]>(
      'GET',
      '/api/v1/notifications',
      { token: u.token },
    )
    const list = Array.isArray(notes.body) ? notes.body : (notes.body.items ?? [])
    expect(list.map((n) => [n.category, n.title])).toEqual([
      ['account', 'Identity verified'],
      ['account', 'Identity verification rejected'],
    ])
    const mail = await t.server.db.query<{ subject: string }>(
      "SELECT subject FROM mail_outbox WHERE to_address = $1 AND subject LIKE '%Identity%' ORDER BY id",
      [u.email],
    )
    expect(mail.map((m) => m.subject)).toEqual([
      'TradeDesk: Identity verification rejected',
      'TradeDesk: Identity verified',
    ])
  })
})
