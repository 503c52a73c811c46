import { afterEach, describe, expect, it, vi } from 'vitest'
import type { KycApplication } from '../../../protocol/index.ts'
import { disposeEngines, json, signedInEngine } from '../helpers/engine-fixture.ts'

afterEach(() => {
  disposeEngines()
  vi.unstubAllGlobals()
})

const submitted: KycApplication = {
  status: 'submitted',
  legal_name: 'Ada Lovelace',
  date_of_birth: '1990-12-10',
  country: 'GB',
  document_type: 'passport',
  submitted_at: '2026-01-01T00:00:00.000Z',
  reviewed_at: null,
  review_note: null,
  documents: [],
}

interface Sent {
  url: string
  auth: string | null
  form: FormData | null
}

/** The global fetch the upload uses, answering from a list in order and recording each call. */
function stubUploads(answers: Response[]): Sent[] {
  const sent: Sent[] = []
  vi.stubGlobal('fetch', (input: string, init: RequestInit) => {
    sent.push({
      url: input,
      auth: new Headers(init.headers).get('authorization'),
      form: init.body instanceof FormData ? init.body : null,
    })
    const next = answers.shift()
    return next ? Promise.resolve(next) : Promise.reject(new TypeError('Failed to fetch'))
  })
  return sent
}

const fields = {
  legal_name: 'Ada Lovelace',
  date_of_birth: '1990-12-10',
  country: 'GB',
  document_type: 'passport' as const,
}
const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' })

describe('kyc domain', () => {
  it('reads the status through the gateway', async () => {
    const ctx = await signedInEngine({ 'GET /kyc/status': () => json(200, submitted) })
    expect(await ctx.api.kycStatus()).toEqual({ ok: true, value: submitted })
  })

  it('submits fields and files as multipart with the bearer token', async () => {
    const ctx = await signedInEngine()
    const sent = stubUploads([json(200, submitted)])
    const res = await ctx.api.submitKyc(fields, { document: png, documentName: 'p.png' })
    expect(res).toEqual({ ok: true, value: submitted })
    expect(sent).toHaveLength(1)
    expect(sent[0]?.url).toMatch(/\/api\/v1\/kyc\/submit$/)
    expect(sent[0]?.auth).toMatch(/^Bearer /)
    const form = sent[0]?.form
    expect(form?.get('country')).toBe('GB')
    expect((form?.get('document') as File | null)?.name).toBe('p.png')
    expect(form?.has('selfie')).toBe(false)
  })

  it('puts a refused file on its field and words a lost connection per SPEC §8', async () => {
    const ctx = await signedInEngine()
    stubUploads([
      json(422, { detail: [{ loc: ['body', 'document'], msg: 'file too large', type: 'custom' }] }),
    ])
    const refused = await ctx.api.submitKyc(fields, { document: png, documentName: 'p.png' })
    expect(refused).toEqual({
      ok: false,
      error: {
        status: 422,
        message: 'document: file too large',
        fields: [{ loc: ['body', 'document'], msg: 'file too large' }],
      },
    })
    const offline = await ctx.api.submitKyc(fields, { document: png, documentName: 'p.png' })
    expect(offline).toEqual({
      ok: false,
      error: { status: null, message: 'Network error. Please check your connection.' },
    })
  })

  it('downloads a document as bytes with its type and name', async () => {
    const ctx = await signedInEngine()
    stubUploads([
      new Response(new Uint8Array([1, 2, 3]), {
        status: 200,
        headers: {
          'content-type': 'image/png',
          'content-disposition': 'attachment; filename="passport.png"',
        },
      }),
    ])
    const res = await ctx.api.adminKycDocument('app-1', 'doc-1')
    expect(res.ok).toBe(true)
    if (!res.ok) return
    expect(new Uint8Array(res.value.bytes)).toEqual(new Uint8Array([1, 2, 3]))
    expect(res.value).toMatchObject({ mimetype: 'image/png', filename: 'passport.png' })
  })

  it('sends a review and a 2FA reset to their declared paths', async () => {
    const admin = { ...submitted, id: 'a1', user_id: 'u1', email: 'u@x.test', username: 'u' }
    const user = {
      id: 'u1',
      email: 'u@x.test',
      username: 'u',
      full_name: null,
      role: 'USER',
      is_superuser: false,
      disabled: false,
      created_at: '2026-01-01T00:00:00.000Z',
    }
    const ctx = await signedInEngine({
      'POST /admin/kyc/a1/review': () => json(200, { ...admin, status: 'approved' }),
      'POST /admin/users/u1/reset-2fa': () => json(200, user),
    })
    const reviewed = await ctx.api.adminReviewKyc('a1', { decision: 'approved' })
    expect(reviewed.ok && reviewed.value.status).toBe('approved')
    expect(await ctx.api.adminResetTwoFactor('u1')).toEqual({ ok: true, value: user })
    const review = ctx.http.calls.find((c) => c.path === '/admin/kyc/a1/review')
    expect(JSON.parse(review?.body ?? 'null')).toEqual({ decision: 'approved' })
  })
})
