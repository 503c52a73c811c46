import type { ValidationIssue } from '../../protocol/index.ts'

/** An error whose message is safe to show the client as `detail`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail)
    this.name = 'HttpError'
  }
}

/** 422 with FastAPI-style field issues. */
export class ValidationError extends Error {
  readonly statusCode = 422
  constructor(readonly issues: ValidationIssue[]) {
    super('Validation failed')
    this.name = 'ValidationError'
  }
}

export const notFound = (detail = 'Not Found'): HttpError => new HttpError(404, detail)
export const conflict = (detail: string): HttpError => new HttpError(409, detail)
export const unauthorized = (detail = 'Not authenticated'): HttpError =>
  new HttpError(401, detail, { 'WWW-Authenticate': 'Bearer' })
export const forbidden = (detail = 'Not enough permissions'): HttpError =>
  new HttpError(403, detail)
