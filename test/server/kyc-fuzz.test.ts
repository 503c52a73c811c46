import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_ENDPOINTS, API_PREFIX } from '../../protocol/index.ts'
import { hostileUploads, kycForm, ADULT_FIELDS, tinyPng } from './fuzz/multipart.ts'
import { newUser, startServer, type TestServer } from './helpers.ts'

/**
 * The multipart endpoints (found by their declaration) under hostile uploads, as a signed-in
 * user and as nobody: every answer is a 4xx with a JSON detail, never a 5xx, and the server
 * stays up. The generic API fuzz sends them JSON bodies as well.
 */
let t: TestServer
let token = ''
beforeAll(async () => {
  t = await startServer()
  token = (await newUser(t.api, 'upfuzz')).token
})
afterAll(async () => {
  await t.close()
})

const multipartEndpoints = API_ENDPOINTS.filter((e) => e.multipart)

async function send(
  path: string,
  auth: string | undefined,
  body: FormData | { raw: BodyInit; contentType: string },
) {
  const headers: Record<string, string> = auth ? { authorization: `Bearer ${auth}` } : {}
  const init: RequestInit = { method: 'POST', headers }
  if (body instanceof FormData) init.body = body
  else {
    headers['content-type'] = body.contentType
    init.body = body.raw
  }
  const res = await fetch(`${t.url}${API_PREFIX}${path}`, init)
  return { status: res.status, text: await res.text() }
}

describe('multipart endpoints under hostile uploads', () => {
  it('declares at least the KYC submission', () => {
    expect(multipartEndpoints.map((e) => e.path)).toContain('/kyc/submit')
  })

  it('answers every hostile upload with a 4xx and a detail', async () => {
    const seen: string[] = []
    for (const e of multipartEndpoints)
      for (const { what, body } of hostileUploads()) {
        const res = await send(e.path, token, body)
        seen.push(`${what}: ${res.status}`)
        expect(res.status, `${what} → ${res.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400)
        expect(res.status, `${what} → ${res.text.slice(0, 200)}`).toBeLessThan(500)
        expect(JSON.parse(res.text), what).toHaveProperty('detail')
      }
    expect(seen.length).toBe(multipartEndpoints.length * hostileUploads().length)
  })

  it('answers 401 to nobody before reading the upload', async () => {
    for (const e of multipartEndpoints)
      for (const { what, body } of hostileUploads().slice(0, 3)) {
        const res = await send(e.path, undefined, body)
        expect(res.status, what).toBe(401)
      }
  })

  it('answers random bytes in a multipart body with a 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 2000 }),
        fc.boolean(),
        async (bytes, prefixed) => {
          const boundary = 'rnd'
          const head = prefixed
            ? `--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="a.png"\r\n\r\n`
            : ''
          const raw = Buffer.concat([Buffer.from(head), Buffer.from(bytes)])
          const res = await send('/kyc/submit', token, {
            raw,
            contentType: `multipart/form-data; boundary=${boundary}`,
          })
          return res.status >= 400 && res.status < 500
        },
      ),
      { numRuns: 60 },
    )
  })

  it('still takes a good upload afterwards', async () => {
    const png = { name: 'document', filename: 'p.png', type: 'image/png', bytes: tinyPng() }
    const res = await send('/kyc/submit', token, kycForm(ADULT_FIELDS, [png]))
    expect(res.status).toBe(200)
  })
})
