import { z } from 'zod'

/**
 * Building blocks for request inputs. Every string has a length limit and every number a range,
 * so no input can be too large to store or compute with; the server's input layer additionally
 * refuses characters a database cannot store (NUL, lone surrogates) anywhere in a request.
 */

/** Ids are server-made UUIDs; the limit leaves room for other id schemes without inviting abuse. */
export const ID_MAX = 64

export const entityId = z.string().min(1).max(ID_MAX)
export const idParams = z.object({ id: entityId })

/** The largest magnitude any amount in a request may have (prices, quantities, money). */
export const AMOUNT_MAX = 1e12

/** A positive, finite amount below AMOUNT_MAX; instruments narrow it further (lots, ticks, bands). */
// zod 4 numbers are finite already: Infinity and NaN never pass z.number().
export const positiveAmount = z.number().positive().max(AMOUNT_MAX)

/**
 * A whole number in a query string, written in plain decimal digits only: `0x10`, `1e2`, ` 16`
 * and `16.0` are refused instead of being read as numbers by `Number()`.
 */
export const queryInt = (min: number, max: number, fallback: number) =>
  z
    .string()
    .max(12)
    .regex(/^\d+$/, 'Expected a whole number in decimal digits')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))
    .default(fallback)

/** `?flag=true|false`. */
export const queryBool = z.enum(['true', 'false']).transform((v) => v === 'true')

/** A time in a query string: epoch milliseconds in plain decimal digits, optional. */
export const queryTime = z
  .string()
  .max(16)
  .regex(/^\d+$/, 'Expected epoch milliseconds in decimal digits')
  .transform(Number)
  .pipe(z.number().int().min(0).max(8.64e15))
  .optional()
