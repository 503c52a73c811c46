/**
 * Plain values and helpers of the contract, free of zod, so that the UI shell can import them
 * without bundling the schema library (import from this file directly in src/).
 */
import type { User } from './auth.ts'
import type { Settings } from './settings.ts'

export const PASSWORD_MIN = 8

export const isAdmin = (u: Pick<User, 'is_superuser' | 'role'>): boolean =>
  u.is_superuser || u.role === 'ADMIN'

export const DEFAULT_SETTINGS: Settings = {
  theme: 'dark',
  language: 'en',
  currency: 'USD',
  timezone: 'UTC',
  chart: { timeframe: '1h', type: 'candlestick', indicators: ['SMA', 'RSI'] },
  trading: {
    orderType: 'limit',
    timeInForce: 'GTC',
    confirmOrders: true,
    quickOrderSizes: [100, 500, 1000, 5000],
    slippageTolerance: 0.5,
    leverage: 1,
    stopLoss: 2,
    takeProfit: 5,
    autoClose: false,
  },
  display: { currency: 'USD', dateFormat: 'YYYY-MM-DD HH:mm:ss', timezone: 'UTC' },
  watchlist: ['BTC-USD', 'ETH-USD', 'SOL-USD', 'EUR-USD', 'AAPL-USD', 'XAU-USD'],
  notifications: {
    email: true,
    push: true,
    sms: false,
    trading: true,
    news: true,
    priceAlerts: true,
  },
  security: {
    sessionTimeout: 3600,
    requirePasswordForWithdrawals: true,
    apiKeyPermissions: ['read', 'trade'],
  },
  shortcuts: {
    buy: 'b',
    sell: 's',
    cancel: 'c',
    chart: 'k',
    orderbook: 'o',
    positions: 'p',
    search: '/',
  },
  workspaces: [
    { id: 'default', name: 'Default', panels: ['chart', 'orderbook', 'ticket', 'orders'] },
  ],
  activeWorkspace: 'default',
  analytics: { benchmark: 'BTC-USD', riskFreeRate: 0, periodsPerYear: 'auto' },
}
