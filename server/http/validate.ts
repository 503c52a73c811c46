import type { z } from 'zod'
import type { ValidationIssue } from '../../protocol/index.ts'
import { ValidationError } from './errors.ts'

export type Location = 'body' | 'query' | 'path' | 'header'

export function zodIssues(error: z.ZodError, where: Location): ValidationIssue[] {
  return error.issues.map((issue) => ({
    loc: [where, ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))],
    msg: issue.message,
    type: issue.code,
  }))
}

/** Parses untrusted input or throws the 422 answer. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  where: Location,
): z.infer<S> {
  const result = schema.safeParse(input)
  if (!result.success) throw new ValidationError(zodIssues(result.error, where))
  return result.data
}
