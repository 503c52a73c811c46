import { z } from 'zod'

/** User settings with SPEC §9 defaults. Later issues store them on the server (/api/v1/settings). */
export const settings = z.object({
  theme: z.enum(['dark', 'light', 'system']),
  language: z.string(),
  currency: z.string(),
  timezone: z.string(),
  chart: z.object({
    timeframe: z.enum(['1m', '5m', '1h', '1d']),
    type: z.enum(['candlestick', 'line']),
    indicators: z.array(z.string()),
  }),
  trading: z.object({
    orderType: z.enum(['market', 'limit']),
    timeInForce: z.enum(['GTC', 'IOC', 'FOK']),
    confirmOrders: z.boolean(),
    quickOrderSizes: z.array(z.number()),
    slippageTolerance: z.number(),
    leverage: z.number(),
    stopLoss: z.number(),
    takeProfit: z.number(),
    autoClose: z.boolean(),
  }),
  display: z.object({ currency: z.string(), dateFormat: z.string(), timezone: z.string() }),
  watchlist: z.array(z.string()),
})
export type Settings = z.infer<typeof settings>

export { DEFAULT_SETTINGS } from './constants.ts'
