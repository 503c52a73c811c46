import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { DECLARED_ENDPOINTS } from '../../protocol/index.ts'
import type { AppContext } from '../context.ts'
import { openApiDocument, type OpenApiDocument } from './openapi.ts'

export const DOCS_PATH = '/api/docs'
export const OPENAPI_PATH = `${DOCS_PATH}/openapi.json`

// The declarations do not change while the process runs: one document for every server in it.
let document: OpenApiDocument | undefined

/**
 * The API reference: the OpenAPI document at /api/docs/openapi.json and Swagger UI at /api/docs,
 * its files served from the installed package (no CDN: deployments may be offline). Outside
 * /api/v1: they describe the declared API and are not part of it.
 */
export function apiDocsRoutes(ctx: AppContext) {
  return (app: FastifyInstance, _opts: unknown, done: (err?: Error) => void): void => {
    document ??= openApiDocument(DECLARED_ENDPOINTS, ctx.version)
    const spec = document
    void app.register(fastifySwagger, {
      mode: 'static',
      // Its types know OpenAPI 2 and 3.0 only; the document is 3.1, which the UI renders.
      specification: { document: spec as never },
    })
    void app.register(fastifySwaggerUi, {
      routePrefix: DOCS_PATH,
      theme: { title: 'TradeDesk API' },
      // Without the top bar: its logo is an SVG with an inline <style>, the one thing on the page
      // the app's CSP (style-src 'self') refuses. So the page needs no relaxed policy at all.
      uiConfig: { layout: 'BaseLayout' },
    })
    app.get(OPENAPI_PATH, () => spec)
    done()
  }
}
