import { describe, expect, it } from 'vitest'
import {
  API_ENDPOINTS,
  apiKeysApi,
  createApiKeyBody,
  keyPermissionOf,
  strategiesApi,
  tradingApi,
} from '../../protocol/index.ts'

describe('keyPermissionOf', () => {
  it('gives read to GETs, trade to order, position and strategy writes, account to the rest', () => {
    expect(keyPermissionOf(tradingApi.listOrders)).toBe('read')
    expect(keyPermissionOf(tradingApi.placeOrder)).toBe('trade')
    expect(keyPermissionOf(tradingApi.closePosition)).toBe('trade')
    expect(keyPermissionOf(apiKeysApi.listApiKeys)).toBe('account')
    const writes = API_ENDPOINTS.filter((e) => e.method !== 'GET' && keyPermissionOf(e) === 'read')
    expect(writes).toEqual([])
    const trade = API_ENDPOINTS.filter((e) => keyPermissionOf(e) === 'trade').map((e) => e.path)
    const tradePrefixes = ['/orders', '/positions', '/strategies', '/backtests', '/swarms']
    expect(trade.filter((p) => !tradePrefixes.some((prefix) => p.startsWith(prefix)))).toEqual([])
    expect(keyPermissionOf(strategiesApi.runBacktest)).toBe('trade')
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
