/**
 * The few facts of Comlink 4's wire format the tunnel needs (node_modules/comlink, `expose` and
 * `requestResponseMessage`): a request carries an `id` and a type naming what to do; its answer
 * carries the same `id` and a wire-value type; a thrown error is the `throw` handler's value.
 */
const REQUEST_TYPES: ReadonlySet<unknown> = new Set([
  'GET',
  'SET',
  'APPLY',
  'CONSTRUCT',
  'ENDPOINT',
  'RELEASE',
])
const ANSWER_TYPES: ReadonlySet<unknown> = new Set(['RAW', 'HANDLER'])

interface Tagged {
  id: string
  type: unknown
}

const tagged = (data: unknown): data is Tagged =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as { id?: unknown }).id === 'string' &&
  'type' in data

/** The id of a Comlink request, or null for anything else. */
export const requestIdOf = (data: unknown): string | null =>
  tagged(data) && REQUEST_TYPES.has(data.type) ? data.id : null

/** The id a Comlink answer answers, or null for anything else. */
export const answerIdOf = (data: unknown): string | null =>
  tagged(data) && ANSWER_TYPES.has(data.type) ? data.id : null

/** A request that ends its endpoint: once answered, both ends close their ports. */
export const isRelease = (data: unknown): boolean => tagged(data) && data.type === 'RELEASE'

/** What `expose` sends when the called function throws: the caller's promise rejects with it. */
export const thrownAnswer = (id: string, message: string) => ({
  id,
  type: 'HANDLER',
  name: 'throw',
  value: { isError: true, value: { name: 'Error', message } },
})
