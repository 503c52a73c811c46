import { deflateSync } from 'node:zlib'

/** A real 1×1 PNG (signature, IHDR, IDAT, IEND with their CRCs), small enough for any test. */
export function tinyPng(): Uint8Array {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (buf: Buffer): number => {
    let c = 0xffffffff
    for (const b of buf) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer): Buffer => {
    const len = Buffer.alloc(4)
    len.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const sum = Buffer.alloc(4)
    sum.writeUInt32BE(crc(body))
    return Buffer.concat([len, body, sum])
  }
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0])
  const pixel = deflateSync(Buffer.from([0, 0x33, 0x66, 0x99]))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', pixel),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** A minimal one-page PDF. */
export const tinyPdf = (): Uint8Array =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  )

export interface FilePart {
  name: string
  filename: string
  type: string
  bytes: Uint8Array
}

export const ADULT_FIELDS = {
  legal_name: 'Ada Lovelace',
  date_of_birth: '1990-12-10',
  country: 'GB',
  document_type: 'passport',
}

/** A multipart form of text fields and files, as a browser's FormData would send it. */
export function kycForm(fields: Record<string, string>, files: FilePart[]): FormData {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.append(k, v)
  for (const f of files)
    form.append(f.name, new Blob([Buffer.from(f.bytes)], { type: f.type }), f.filename)
  return form
}

export interface Answer<T = unknown> {
  status: number
  body: T
}

/** POST /kyc/submit with a FormData (or any raw body with its content type). */
export async function postKyc<T = unknown>(
  base: string,
  token: string | undefined,
  body: FormData | { raw: BodyInit; contentType: string },
): Promise<Answer<T>> {
  const headers: Record<string, string> = {}
  if (token) headers.authorization = `Bearer ${token}`
  let payload: BodyInit
  if (body instanceof FormData) payload = body
  else {
    headers['content-type'] = body.contentType
    payload = body.raw
  }
  const res = await fetch(`${base}/api/v1/kyc/submit`, { method: 'POST', headers, body: payload })
  const text = await res.text()
  return { status: res.status, body: (text === '' ? undefined : JSON.parse(text)) as T }
}

/**
 * Hostile uploads for a multipart endpoint: oversized and mistyped files, a missing file, broken
 * and garbage multipart, a JSON body, too many parts, prototype field names. Each is a request
 * body with its content type; every answer must be a 4xx.
 */
export function hostileUploads(): {
  what: string
  body: FormData | { raw: BodyInit; contentType: string }
}[] {
  const png = tinyPng()
  const big = new Uint8Array(6 * 1024 * 1024)
  big.set(png)
  const file = (bytes: Uint8Array, type = 'image/png', name = 'document'): FilePart => ({
    name,
    filename: 'f.png',
    type,
    bytes,
  })
  const boundary = '----fuzzboundary'
  const raw = (text: string, contentType = `multipart/form-data; boundary=${boundary}`) => ({
    raw: text,
    contentType,
  })
  return [
    { what: 'oversized file', body: kycForm(ADULT_FIELDS, [file(big)]) },
    {
      what: 'two oversized files',
      body: kycForm(ADULT_FIELDS, [file(big), file(big, 'image/png', 'selfie')]),
    },
    { what: 'text as png', body: kycForm(ADULT_FIELDS, [file(new TextEncoder().encode('hello'))]) },
    { what: 'empty file', body: kycForm(ADULT_FIELDS, [file(new Uint8Array(0))]) },
    {
      what: 'html as pdf',
      body: kycForm(ADULT_FIELDS, [
        file(new TextEncoder().encode('<script>x</script>'), 'application/pdf'),
      ]),
    },
    { what: 'missing file', body: kycForm(ADULT_FIELDS, []) },
    { what: 'no fields', body: kycForm({}, [file(png)]) },
    {
      what: 'file as a text field',
      body: kycForm({ ...ADULT_FIELDS, document: 'not a file' }, []),
    },
    { what: 'unknown field', body: kycForm({ ...ADULT_FIELDS, admin: 'true' }, [file(png)]) },
    {
      what: 'repeated field',
      body: (() => {
        const f = kycForm(ADULT_FIELDS, [file(png)])
        f.append('country', 'FR')
        return f
      })(),
    },
    {
      what: 'three files',
      body: kycForm(ADULT_FIELDS, [
        file(png),
        file(png, 'image/png', 'selfie'),
        file(png, 'image/png', 'extra'),
      ]),
    },
    {
      what: 'long field',
      body: kycForm({ ...ADULT_FIELDS, legal_name: 'x'.repeat(5000) }, [file(png)]),
    },
    {
      what: 'NUL in a field',
      body: kycForm({ ...ADULT_FIELDS, legal_name: 'a\u0000b' }, [file(png)]),
    },
    {
      what: 'prototype field',
      body: kycForm({ ...ADULT_FIELDS, __proto__: 'x', constructor: 'y' }, [file(png)]),
    },
    {
      what: 'many parts',
      body: kycForm(Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`f${i}`, 'x'])), []),
    },
    { what: 'no boundary', body: raw('garbage', 'multipart/form-data') },
    { what: 'garbage', body: raw('\u0000\u0001 not multipart at all') },
    {
      what: 'truncated',
      body: raw(`--${boundary}\r\nContent-Disposition: form-data; name="legal_name"\r\n\r\nAda`),
    },
    {
      what: 'bad part header',
      body: raw(`--${boundary}\r\nBroken header line\r\n\r\nx\r\n--${boundary}--\r\n`),
    },
    { what: 'empty multipart', body: raw('') },
    { what: 'closing only', body: raw(`--${boundary}--\r\n`) },
    {
      what: 'JSON body',
      body: raw(
        JSON.stringify({ ...ADULT_FIELDS, document: { filename: 'x.png' } }),
        'application/json',
      ),
    },
    { what: 'form body', body: raw('legal_name=x', 'application/x-www-form-urlencoded') },
    { what: 'plain text', body: raw('hello', 'text/plain') },
  ]
}
