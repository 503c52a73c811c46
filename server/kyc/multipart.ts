import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { KYC_FILE_MAX_BYTES, UploadedFile } from '../../protocol/index.ts'
import { HttpError, ValidationError } from '../http/errors.ts'

/** Two files and a handful of short fields: anything beyond is refused while it streams in. */
export const MULTIPART_LIMITS = {
  fileSize: KYC_FILE_MAX_BYTES,
  files: 2,
  fields: 8,
  parts: 10,
  fieldSize: 1024,
  fieldNameSize: 64,
  headerPairs: 20,
}

const TOO_MANY = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT'])

/** Whatever the parser threw, as a client error: a broken upload is never a 500. */
function clientError(err: unknown): Error {
  if (err instanceof HttpError || err instanceof ValidationError) return err
  const code = (err as { code?: unknown }).code
  if (typeof code === 'string' && TOO_MANY.has(code))
    return new HttpError(413, 'Too many parts in the multipart body')
  return new HttpError(400, 'Malformed multipart body')
}

function add(body: Record<string, unknown>, name: string, value: unknown): void {
  const had = body[name]
  // A repeated field becomes a list, which the body schema then refuses by name.
  body[name] =
    had === undefined ? value : Array.isArray(had) ? [...(had as unknown[]), value] : [had, value]
}

/**
 * Reads a multipart body into fields (text) and files (UploadedFile, at most the size limit
 * read), so the declared body schema validates it like any JSON body: an oversized or
 * wrongly typed file is a 422 on its field, not an exception.
 */
async function readMultipart(req: FastifyRequest): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {}
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const chunks: Buffer[] = []
        for await (const chunk of part.file) chunks.push(chunk as Buffer)
        const bytes = Buffer.concat(chunks)
        add(
          body,
          part.fieldname,
          new UploadedFile(part.filename, part.mimetype, bytes, part.file.truncated),
        )
      } else {
        if (part.valueTruncated)
          throw new ValidationError([
            { loc: ['body', part.fieldname], msg: 'Text too long', type: 'string_too_long' },
          ])
        add(body, part.fieldname, part.value)
      }
    }
  } catch (err) {
    throw clientError(err)
  }
  return body
}

/**
 * Multipart for the routes of the plugin that calls this (and no others): the parser with
 * strict limits, files past the size limit truncated rather than thrown, and the body read
 * before validation. JSON bodies keep their usual parser and meet the same schema.
 */
export function acceptMultipart(app: FastifyInstance): void {
  void app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false })
  app.addHook('preValidation', async (req) => {
    if (req.isMultipart()) req.body = await readMultipart(req)
  })
}
