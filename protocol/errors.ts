import { z } from 'zod'

/** Every non-2xx answer of /api/v1 has this shape. */
export const errorBody = z.object({ detail: z.string() })
export type ErrorBody = z.infer<typeof errorBody>

/** One field problem in a 422 answer: `loc` is where (["body", "email"]), `msg` what. */
export const validationIssue = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string(),
})
export type ValidationIssue = z.infer<typeof validationIssue>

export const validationErrorBody = z.object({ detail: z.array(validationIssue) })
export type ValidationErrorBody = z.infer<typeof validationErrorBody>

export const anyErrorBody = z.union([errorBody, validationErrorBody])
