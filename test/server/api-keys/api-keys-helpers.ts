import type { CreatedApiKey } from '../../../protocol/index.ts'
import type { Api, CallOptions } from '../helpers.ts'

export const KEYS = '/api/v1/users/api-keys'

/** Creates a key for the holder of `token`; throws unless the server answers 201. */
export async function createKey(
  api: Api,
  token: string,
  body: { name: string; permissions?: string[] } = { name: 'bot' },
): Promise<CreatedApiKey> {
  const res = await api<CreatedApiKey>('POST', KEYS, { token, json: body })
  if (res.status !== 201) throw new Error(`create key: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body
}

/** A call authenticated by an API key instead of a bearer token. */
export const withKey = (
  api: Api,
  key: string,
  method: string,
  path: string,
  opts: CallOptions = {},
) => api(method, path, { ...opts, headers: { ...opts.headers, 'x-api-key': key } })
