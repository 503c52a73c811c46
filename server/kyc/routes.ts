import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { KYC_MSG, kycApi as api } from '../../protocol/index.ts'
import { actorOf } from '../admin/actor.ts'
import { userOf } from '../auth/guard.ts'
import { routeGuards } from '../auth/route-guards.ts'
import type { AppContext } from '../context.ts'
import { notFound } from '../http/errors.ts'
import { declaredRoutes } from '../http/route.ts'
import { kycFileStoreOf } from './file-store.ts'
import { acceptMultipart } from './multipart.ts'
import {
  findApplication,
  findDocument,
  listApplications,
  NOT_STARTED,
  startApplication,
  toApplication,
} from './repo.ts'
import { reviewKyc } from './review.ts'
import { submitKyc } from './submit.ts'

/** Identity verification: the trader's start, status and submission, the administrators' review. */
export function kycRoutes(ctx: AppContext) {
  return (app: FastifyInstance, _opts: unknown, done: (err?: Error) => void): void => {
    const guards = routeGuards(ctx)
    const on = declaredRoutes(app, guards)
    const store = kycFileStoreOf(ctx)
    acceptMultipart(app)

    on(api.startKyc, async ({ req }) => {
      const row = await startApplication(ctx.db, randomUUID(), userOf(req).id)
      return toApplication(ctx.db, row)
    })

    on(api.kycStatus, async ({ req }) => {
      const row = await findApplication(ctx.db, userOf(req).id)
      return row ? toApplication(ctx.db, row) : NOT_STARTED
    })

    on(api.submitKyc, ({ req, body }) => submitKyc(ctx, store, userOf(req).id, body), {
      // Who is uploading is known before megabytes are read, not after.
      onRequest: function (req, reply, done) {
        guards.user.call(this, req, reply).then(() => done(), done)
      },
    })

    on(api.adminListKyc, async ({ query }) => ({
      ...(await listApplications(ctx.db, query.status, query.page, query.page_size)),
      page: query.page,
      page_size: query.page_size,
    }))

    on(api.adminKycDocument, async ({ params, reply }) => {
      const doc = await findDocument(ctx.db, params.id, params.docId)
      const stream = doc && (await store.open(doc.path))
      if (!doc || !stream) throw notFound(KYC_MSG.documentNotFound)
      const name = doc.filename.replace(/[^\w.-]+/g, '_') || `${doc.kind}`
      return (
        reply
          .header('content-type', doc.mimetype)
          .header('content-length', String(doc.size_bytes))
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('x-content-type-options', 'nosniff')
          // Opened directly by accident, an uploaded file still runs nothing.
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('cache-control', 'no-store')
          .send(stream)
      )
    })

    on(api.adminReviewKyc, ({ params, body, req }) =>
      reviewKyc(ctx, actorOf(req), params.id, body, (err) =>
        req.log.warn({ err }, 'KYC review mail failed'),
      ),
    )
    done()
  }
}
