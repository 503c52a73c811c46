export * from './errors.ts'
export * from './auth.ts'
export * from './portfolio.ts'
export * from './market.ts'
export * from './ws.ts'

export const API_PREFIX = '/api/v1'
export * from './settings.ts'
export * from './admin.ts'
