/**
 * The API-keys domain: list, create (the answer holds the secret, the only time it is sent) and
 * revoke. Request/answer only and never cached: a secret must not rest in IndexedDB, and the
 * list must be the server's at the moment it is asked.
 */
import { API_KEYS_FAILED, apiKeysApi as api } from '../../../protocol/index.ts'
import type { ApiKey, CreateApiKeyBody, CreatedApiKey } from '../../../protocol/index.ts'
import { defineDomain } from '../domain.ts'
import { callOf } from '../http/endpoint-call.ts'
import type { EngineServices } from '../services.ts'
import type { EngineResult } from '../types.ts'

export function createApiKeysDomain(s: EngineServices) {
  const g = s.gateway
  return defineDomain({
    calls: {
      listApiKeys: (): Promise<EngineResult<ApiKey[]>> =>
        g.call(callOf(api.listApiKeys, {}, API_KEYS_FAILED.list)),
      // Never retried: a lost answer would leave a key whose secret nobody saw.
      createApiKey: (body: CreateApiKeyBody): Promise<EngineResult<CreatedApiKey>> =>
        g.call(callOf(api.createApiKey, { json: body, retry: false }, API_KEYS_FAILED.create)),
      revokeApiKey: (id: string): Promise<EngineResult<void>> =>
        g.call(callOf(api.revokeApiKey, { id }, API_KEYS_FAILED.revoke)),
    },
  })
}
