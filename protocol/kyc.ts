import { z } from 'zod'
import { endpoint } from './endpoint.ts'
import { entityId, idParams, queryInt } from './input.ts'

/** Each uploaded KYC file may be at most this large (5 MB). */
export const KYC_FILE_MAX_BYTES = 5 * 1024 * 1024

/** The 422 messages of a refused file, word for word. */
export const KYC_FILE_MSG = {
  tooLarge: 'file too large',
  unsupported: 'unsupported file type',
  missing: 'Expected a file',
} as const

export const KYC_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const
export type KycMimeType = (typeof KYC_MIME_TYPES)[number]

export const KYC_EXTENSIONS: Record<KycMimeType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
}

const SIGNATURES: readonly { type: KycMimeType; bytes: readonly number[] }[] = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  // "%PDF-"
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
]

/**
 * The file's real type from its first bytes, whatever its name or declared type says: a text
 * file renamed .png is not a PNG. Null for anything but JPEG, PNG and PDF.
 */
export function sniffKycType(head: Uint8Array): KycMimeType | null {
  const hit = SIGNATURES.find((s) => s.bytes.every((b, i) => head[i] === b))
  return hit?.type ?? null
}

/**
 * A file part of a multipart request as the server read it. Only the server's multipart reader
 * makes these, so a JSON body can never pass for an upload. The bytes sit in a private field:
 * input checks that walk a body's fields see the name and type, not megabytes of data.
 */
export class UploadedFile {
  readonly #bytes: Uint8Array
  readonly filename: string
  readonly declaredType: string
  /** More than KYC_FILE_MAX_BYTES arrived; the rest was not read. */
  readonly truncated: boolean

  constructor(filename: string, declaredType: string, bytes: Uint8Array, truncated: boolean) {
    this.filename = filename
    this.declaredType = declaredType
    this.#bytes = bytes
    this.truncated = truncated
  }

  get bytes(): Uint8Array {
    return this.#bytes
  }

  get size(): number {
    return this.#bytes.byteLength
  }

  /** The sniffed type (see sniffKycType). */
  get type(): KycMimeType | null {
    return sniffKycType(this.#bytes.subarray(0, 8))
  }
}

/** A required file field: refused with one message per field when too large or not allowed. */
export const uploadedFile = z
  .custom<UploadedFile>((v) => v instanceof UploadedFile, KYC_FILE_MSG.missing)
  .superRefine((f, ctx) => {
    if (f.truncated || f.size > KYC_FILE_MAX_BYTES)
      ctx.addIssue({ code: 'custom', message: KYC_FILE_MSG.tooLarge })
    else if (f.type === null) ctx.addIssue({ code: 'custom', message: KYC_FILE_MSG.unsupported })
  })

/** ISO 3166-1 alpha-2: every officially assigned country code. */
export const ISO_COUNTRIES: readonly string[] =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'.split(
    ' ',
  )
const COUNTRIES = new Set(ISO_COUNTRIES)

export const KYC_MIN_AGE = 18
export const KYC_NAME_MAX = 200
export const KYC_NOTE_MAX = 1000

export const kycStatus = z.enum([
  'not_started',
  'pending_documents',
  'submitted',
  'approved',
  'rejected',
])
export type KycStatus = z.infer<typeof kycStatus>
export const kycDocumentType = z.enum(['passport', 'id_card', 'driving_licence'])
export type KycDocumentType = z.infer<typeof kycDocumentType>
export const kycFileKind = z.enum(['document', 'selfie'])
export type KycFileKind = z.infer<typeof kycFileKind>

/** Whole years from `birth` (YYYY-MM-DD) to `today` (UTC). */
export function ageOn(birth: string, today: Date): number {
  const [y, m, d] = birth.split('-').map(Number) as [number, number, number]
  const years = today.getUTCFullYear() - y
  const before =
    today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d)
  return before ? years - 1 : years
}

const isoDay = z
  .string()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD')
  .refine((s) => {
    const t = new Date(`${s}T00:00:00Z`)
    return !Number.isNaN(t.getTime()) && t.toISOString().startsWith(s)
  }, 'Not a calendar date')

export const KYC_MSG = {
  adult: `You must be at least ${KYC_MIN_AGE} years old`,
  country: 'Expected an ISO 3166-1 alpha-2 country code',
  noteRequired: 'A note is required when rejecting',
  alreadySubmitted: 'Your verification is already under review',
  alreadyApproved: 'Your verification is already approved',
  notSubmitted: 'Only a submitted application can be reviewed',
  notFound: 'Application not found',
  documentNotFound: 'Document not found',
} as const

/** POST /kyc/submit, multipart: the fields as text, the files as file parts. */
export const kycSubmitBody = z
  .object({
    legal_name: z.string().trim().min(2).max(KYC_NAME_MAX),
    date_of_birth: isoDay
      .refine((s) => ageOn(s, new Date()) >= KYC_MIN_AGE, KYC_MSG.adult)
      .refine((s) => ageOn(s, new Date()) <= 130, 'Not a plausible date of birth'),
    country: z
      .string()
      .max(2)
      .refine((c) => COUNTRIES.has(c), KYC_MSG.country),
    document_type: kycDocumentType,
    document: uploadedFile,
    selfie: uploadedFile.optional(),
  })
  .strict()
/** What the multipart fields are before the server adds the files. */
export type KycSubmitFields = Omit<z.input<typeof kycSubmitBody>, 'document' | 'selfie'>

export const kycDocument = z.object({
  id: z.string(),
  kind: kycFileKind,
  filename: z.string(),
  mimetype: z.enum(KYC_MIME_TYPES),
  size: z.number().int().nonnegative(),
  sha256: z.string(),
  uploaded_at: z.string(),
})
export type KycDocument = z.infer<typeof kycDocument>

/** GET /kyc/status: the caller's application (all null until submitted). */
export const kycApplication = z.object({
  status: kycStatus,
  legal_name: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  country: z.string().nullable(),
  document_type: kycDocumentType.nullable(),
  submitted_at: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  /** The reviewer's note (the reason of a rejection). */
  review_note: z.string().nullable(),
  /** The files of the latest submission. */
  documents: z.array(kycDocument),
})
export type KycApplication = z.infer<typeof kycApplication>

export const adminKycApplication = kycApplication.extend({
  id: z.string(),
  user_id: z.string(),
  email: z.string(),
  username: z.string(),
})
export type AdminKycApplication = z.infer<typeof adminKycApplication>

export const ADMIN_KYC_PAGE_SIZE = 25
export const adminKycQuery = z.object({
  status: kycStatus.exclude(['not_started']).default('submitted'),
  page: queryInt(1, 1_000_000, 1),
  page_size: queryInt(1, 100, ADMIN_KYC_PAGE_SIZE),
})
export const adminKycPage = z.object({
  items: z.array(adminKycApplication),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  page_size: z.number().int().positive(),
})
export type AdminKycPage = z.infer<typeof adminKycPage>

export const kycDecision = z.enum(['approved', 'rejected'])
export type KycDecision = z.infer<typeof kycDecision>
export const kycReview = z
  .object({
    decision: kycDecision,
    note: z.string().trim().max(KYC_NOTE_MAX).optional(),
  })
  .strict()
  .superRefine((r, ctx) => {
    if (r.decision === 'rejected' && !r.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: KYC_MSG.noteRequired })
  })
export type KycReview = z.infer<typeof kycReview>

export const kycDocumentParams = z.object({ id: entityId, docId: entityId })

export const kycApi = {
  startKyc: endpoint({
    method: 'POST',
    path: '/kyc/start',
    auth: 'user',
    summary: "Opens the caller's identity verification (or returns the open one)",
    response: kycApplication,
  }),
  kycStatus: endpoint({
    method: 'GET',
    path: '/kyc/status',
    auth: 'user',
    permission: 'account',
    summary: "The caller's verification: status, submitted files, the reviewer's note",
    response: kycApplication,
  }),
  submitKyc: endpoint({
    method: 'POST',
    path: '/kyc/submit',
    auth: 'user',
    multipart: true,
    summary:
      'multipart/form-data: legal_name, date_of_birth, country, document_type and the files document (required) and selfie; JPEG, PNG or PDF by content, 5 MB each',
    body: kycSubmitBody,
    response: kycApplication,
  }),
  adminListKyc: endpoint({
    method: 'GET',
    path: '/admin/kyc',
    auth: 'admin',
    summary: 'Verification applications by status (submitted unless told), oldest first',
    query: adminKycQuery,
    response: adminKycPage,
  }),
  adminKycDocument: endpoint({
    method: 'GET',
    path: '/admin/kyc/:id/documents/:docId',
    auth: 'admin',
    summary: 'One file of an application, as an attachment in its own type',
    params: kycDocumentParams,
  }),
  adminReviewKyc: endpoint({
    method: 'POST',
    path: '/admin/kyc/:id/review',
    auth: 'admin',
    summary:
      'Approves or rejects a submitted application (a note is required to reject); audited, the user is notified and mailed',
    params: idParams,
    body: kycReview,
    response: adminKycApplication,
  }),
}
