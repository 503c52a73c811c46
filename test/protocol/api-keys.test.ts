import { describe, expect, it } from 'vitest'
import {
  API_ENDPOINTS,
  apiKeysApi,
  createApiKeyBody,
  keyPermissionOf,
  tradingApi,
} from '../../protocol/index.ts'

describe('keyPermissionOf', () => {
  it('gives read to GETs, trade to order and position writes, account to the rest', () => {
    expect(keyPermissionOf(tradingApi.listOrders)).toBe('read')
    expect(keyPermissionOf(tradingApi.placeOrder)).toBe('trade')
    expect(keyPermissionOf(tradingApi.closePosition)).toBe('trade')
    expect(keyPermissionOf(apiKeysApi.listApiKeys)).toBe('account')
    const writes = API_ENDPOINTS.filter((e) => e.method !== 'GET' && keyPermissionOf(e) === 'read')
    expect(writes).toEqual([])
    const trade = API_ENDPOINTS.filter((e) => keyPermissionOf(e) === 'trade').map((e) => e.path)
    expect(trade.every((p) => p.startsWith('/orders') || p.startsWith('/positions'))).toBe(true)
  })
})

describe('createApiKeyBody', () => {
  it('defaults to read and trade (SPEC §6) and trims the name', () => {
    expect(createApiKeyBody.parse({ name: ' bot ' })).toEqual({
      name: 'bot',
      permissions: ['read', 'trade'],
    })
  })
})
