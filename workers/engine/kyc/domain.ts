/**
 * The KYC domain: the trader's verification (status, start, multipart submission) and the
 * administrators' review queue, documents and decisions, plus the administrators' reset of a
 * user's two-factor authentication. Calls only, nothing cached: each answer must be the
 * server's state of the moment (and documents never land in IndexedDB).
 */
import {
  adminApi,
  kycApi as api,
  type AdminKycApplication,
  type AdminKycPage,
  type AdminUser,
  type KycApplication,
  type KycReview,
  type KycStatus,
  type KycSubmitFields,
} from '../../../protocol/index.ts'
import { kycApplication } from '../../../protocol/index.ts'
import { defineDomain } from '../domain.ts'
import { callOf } from '../http/endpoint-call.ts'
import type { EngineServices } from '../services.ts'
import type { EngineResult } from '../types.ts'
import { KYC_ENGINE_MSG as MSG } from './messages.ts'
import { rawRequest } from './raw-request.ts'

export interface KycFiles {
  document: Blob
  documentName: string
  selfie?: Blob | undefined
  selfieName?: string | undefined
}

/** A document as the administrator downloads it. */
export interface KycDocumentFile {
  bytes: ArrayBuffer
  mimetype: string
  filename: string
}

const filenameOf = (disposition: string | null): string =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'document'

export function createKycDomain(s: EngineServices) {
  const g = s.gateway
  return defineDomain({
    calls: {
      kycStatus: (): Promise<EngineResult<KycApplication>> =>
        g.call(callOf(api.kycStatus, {}, MSG.fetch)),
      startKyc: (): Promise<EngineResult<KycApplication>> =>
        g.call(callOf(api.startKyc, { retry: false }, MSG.start)),
      submitKyc(fields: KycSubmitFields, files: KycFiles): Promise<EngineResult<KycApplication>> {
        const form = new FormData()
        for (const [k, v] of Object.entries(fields)) form.append(k, v)
        form.append('document', files.document, files.documentName)
        if (files.selfie) form.append('selfie', files.selfie, files.selfieName ?? 'selfie')
        return rawRequest(
          s.session,
          { method: 'POST', path: api.submitKyc.path, form },
          async (res) => kycApplication.parse(await res.json()),
          MSG.submit,
        )
      },
      adminListKyc: (
        q: { status?: Exclude<KycStatus, 'not_started'>; page?: number } = {},
      ): Promise<EngineResult<AdminKycPage>> => {
        const query: Record<string, string> = {}
        if (q.status) query.status = q.status
        if (q.page !== undefined) query.page = String(q.page)
        return g.call(callOf(api.adminListKyc, { query }, MSG.adminList))
      },
      adminKycDocument: (
        applicationId: string,
        documentId: string,
      ): Promise<EngineResult<KycDocumentFile>> =>
        rawRequest(
          s.session,
          {
            method: 'GET',
            path: api.adminKycDocument.path
              .replace(':id', encodeURIComponent(applicationId))
              .replace(':docId', encodeURIComponent(documentId)),
          },
          async (res) => ({
            bytes: await res.arrayBuffer(),
            mimetype: res.headers.get('content-type') ?? 'application/octet-stream',
            filename: filenameOf(res.headers.get('content-disposition')),
          }),
          MSG.document,
        ),
      adminReviewKyc: (id: string, review: KycReview): Promise<EngineResult<AdminKycApplication>> =>
        g.call(callOf(api.adminReviewKyc, { id, json: review, retry: false }, MSG.review)),
      adminResetTwoFactor: (id: string): Promise<EngineResult<AdminUser>> =>
        g.call(callOf(adminApi.resetTwoFactor, { id, retry: false }, MSG.resetTwoFactor)),
    },
  })
}
