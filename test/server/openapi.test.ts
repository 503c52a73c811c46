/**
 * The API reference: /api/docs/openapi.json lists exactly the /api/v1 routes the server serves,
 * each with its request and response schemas, and /api/docs is a page whose files all load from
 * this server under the app's own Content-Security-Policy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  API_ENDPOINTS,
  API_PREFIX,
  keyPermissionOf,
  validationErrorBody,
  type Endpoint,
} from '../../protocol/index.ts'
import type { OpenApiDocument, Operation } from '../../server/docs/openapi.ts'
import { startServer, type TestServer } from './helpers.ts'

let t: TestServer
let doc: OpenApiDocument
beforeAll(async () => {
  t = await startServer()
  const res = await t.api<OpenApiDocument>('GET', '/api/docs/openapi.json')
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toMatch(/^application\/json/)
  doc = res.body
})
afterAll(async () => {
  await t.close()
})

const openApiPath = (fastifyPath: string) => fastifyPath.replace(/:(\w+)/g, '{$1}')
const operationOf = (e: Endpoint): Operation | undefined =>
  doc.paths[openApiPath(`${API_PREFIX}${e.path}`)]?.[e.method.toLowerCase()]
const names = (schema: z.ZodType | undefined): string[] =>
  schema instanceof z.ZodObject ? Object.keys(schema.shape).sort() : []
const paramNames = (op: Operation, where: string): string[] =>
  (op.parameters ?? [])
    .filter((p) => p.in === where)
    .map((p) => p.name)
    .sort()

describe('the OpenAPI document', () => {
  it('is OpenAPI 3 and lists exactly the routes the server serves under /api/v1', () => {
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/)
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    )
    const served = t.server.routes
      .filter((r) => r.url.startsWith(`${API_PREFIX}/`))
      .map((r) => `${r.method} ${openApiPath(r.url)}`)
    expect(documented.length).toBeGreaterThan(30)
    expect([...documented].sort()).toEqual([...served].sort())
  })

  it("gives every operation its declaration's request and response schemas", () => {
    for (const e of API_ENDPOINTS) {
      const what = `${e.method} ${e.path}`
      const op = operationOf(e)
      if (!op) throw new Error(`${what} is not documented`)
      expect(op.summary, what).toBe(e.summary)
      expect(paramNames(op, 'path'), what).toEqual(names(e.params))
      expect(paramNames(op, 'query'), what).toEqual(names(e.query))
      expect(paramNames(op, 'header'), what).toEqual(names(e.headers))
      for (const p of op.parameters ?? [])
        expect(p.schema, `${what} ${p.name}`).toBeTypeOf('object')
      const bodyType = e.multipart ? 'multipart/form-data' : 'application/json'
      const body = op.requestBody?.content[bodyType]?.schema
      if (e.body) expect(body, what).toMatchObject({ type: 'object' })
      else expect(op.requestBody, what).toBeUndefined()

      const status = String(e.status ?? 200)
      expect(Object.keys(op.responses), what).toContain(status)
      const success = op.responses[status] as { content?: Record<string, { schema: unknown }> }
      if (e.response && e.status !== 204)
        expect(success.content?.['application/json']?.schema, what).toBeTypeOf('object')
      else expect(success.content, what).toBeUndefined()
      const hasInput = [e.params, e.query, e.headers, e.body].some((s) => s !== undefined)
      expect(op.responses['422'] !== undefined, what).toBe(hasInput)
    }
  })

  it('documents the 422 shape of protocol/errors.ts and how each endpoint authenticates', () => {
    const expected = z.toJSONSchema(validationErrorBody, { io: 'output' })
    delete (expected as { $schema?: string }).$schema
    expect(doc.components.schemas?.ValidationError).toEqual(expected)
    expect(doc.components.securitySchemes).toMatchObject({
      bearerAuth: { type: 'http', scheme: 'bearer' },
      refreshCookie: { type: 'apiKey', in: 'cookie', name: 'refresh_token' },
      csrfHeader: { type: 'apiKey', in: 'header', name: 'x-csrf-token' },
      apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
    })
    for (const e of API_ENDPOINTS) {
      const security = operationOf(e)?.security
      const what = `${e.method} ${e.path}`
      const permission = keyPermissionOf(e)
      if (e.auth === 'user' && permission !== 'account')
        expect(security, what).toEqual([{ bearerAuth: [] }, { apiKey: [permission] }])
      else if (e.auth === 'user' || e.auth === 'admin')
        expect(security, what).toEqual([{ bearerAuth: [] }])
      else if (e.auth === 'session')
        expect(security?.[0], what).toEqual({ refreshCookie: [], csrfHeader: [] })
      else expect(security, what).toBeUndefined()
    }
  })
})

describe('the reference page', () => {
  it('answers HTML whose scripts and styles all load from this server', async () => {
    const page = await fetch(`${t.url}/api/docs`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    const app = await fetch(`${t.url}/api/v1/health`)
    // Served under the app's own policy, not a relaxed one.
    expect(page.headers.get('content-security-policy')).toBe(
      app.headers.get('content-security-policy'),
    )
    const html = await page.text()
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '')
    expect(assets.filter((a) => a.endsWith('.js')).length).toBeGreaterThanOrEqual(3)
    expect(assets.filter((a) => a.endsWith('.css')).length).toBeGreaterThanOrEqual(1)
    for (const asset of assets) {
      expect(asset, 'no other origin').toMatch(/^\/api\/docs\//)
      const res = await fetch(new URL(asset, `${t.url}/api/docs`))
      expect(res.status, asset).toBe(200)
      expect((await res.arrayBuffer()).byteLength, asset).toBeGreaterThan(0)
      if (asset.endsWith('.js'))
        expect(res.headers.get('content-type'), asset).toMatch(/javascript/)
      if (asset.endsWith('.css'))
        expect(res.headers.get('content-type'), asset).toMatch(/text\/css/)
    }
    // The page's script loads the document from ./json: the same one.
    const loaded = await t.api<OpenApiDocument>('GET', '/api/docs/json')
    expect(loaded.body).toEqual(doc)
  })
})
