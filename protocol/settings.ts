import { z } from 'zod'
import { timeframe } from './market.ts'
import { AMOUNT_MAX } from './input.ts'
import { LEVERAGE_MAX, LEVERAGE_MIN, SLIPPAGE_TOLERANCE_MAX } from './trading.ts'

/**
 * A trader's settings (SPEC §3, defaults SPEC §9), stored per user on the server: one document of
 * parts, each validated on its own. Theme, language, currency and timezone are also the user
 * preferences of SPEC §3 (GET/PUT /users/preferences shows and changes the same values).
 */

export const LANGUAGES = ['en', 'de'] as const
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'CHF', 'CAD', 'AUD'] as const
export const CHART_INDICATOR_NAMES = ['SMA', 'EMA', 'BB', 'VWAP', 'RSI', 'MACD'] as const
export const DATE_FORMATS = [
  'YYYY-MM-DD HH:mm:ss',
  'DD.MM.YYYY HH:mm:ss',
  'DD/MM/YYYY HH:mm:ss',
  'MM/DD/YYYY hh:mm:ss A',
] as const
export const API_KEY_PERMISSIONS = ['read', 'trade', 'withdraw'] as const
export const SHORTCUT_ACTIONS = [
  'buy',
  'sell',
  'cancel',
  'chart',
  'orderbook',
  'positions',
  'search',
] as const
export const QUICK_SIZES_MAX = 8
export const WORKSPACES_MAX = 20
/** Session timeout bounds in seconds: five minutes to a week. */
export const SESSION_TIMEOUT_MIN = 300
export const SESSION_TIMEOUT_MAX = 604_800

/** An IANA zone name the runtime knows ("UTC", "Europe/Berlin"). */
export const isTimeZone = (tz: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz })
    return true
  } catch {
    return false
  }
}

const uniqueList = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item)
    .max(max)
    .refine((list) => new Set(list).size === list.length, 'Each entry may appear once')

export const themeSetting = z.enum(['dark', 'light', 'system'])
export type ThemeSetting = z.infer<typeof themeSetting>
export const language = z.enum(LANGUAGES)
export type Language = z.infer<typeof language>
export const currency = z.enum(CURRENCIES)
export const timeZone = z.string().min(1).max(64).refine(isTimeZone, 'Unknown time zone')

export const chartSettings = z.object({
  timeframe,
  type: z.enum(['candlestick', 'line']),
  indicators: uniqueList(z.enum(CHART_INDICATOR_NAMES), CHART_INDICATOR_NAMES.length),
})

export const tradingSettings = z.object({
  orderType: z.enum(['market', 'limit']),
  timeInForce: z.enum(['GTC', 'IOC', 'FOK']),
  confirmOrders: z.boolean(),
  quickOrderSizes: uniqueList(z.number().positive().max(AMOUNT_MAX), QUICK_SIZES_MAX).min(1),
  /** Percent; what a delayed (replayed) order is judged by on the server. */
  slippageTolerance: z.number().min(0).max(SLIPPAGE_TOLERANCE_MAX),
  leverage: z.number().int().min(LEVERAGE_MIN).max(LEVERAGE_MAX),
  /** Percent from the entry price. */
  stopLoss: z.number().min(0).max(100),
  takeProfit: z.number().min(0).max(1000),
  autoClose: z.boolean(),
})

export const displaySettings = z.object({
  currency,
  dateFormat: z.enum(DATE_FORMATS),
  timezone: timeZone,
})

/** SPEC §3 preference notification flags (kept with the settings, shown by /users/preferences). */
export const preferenceNotifications = z.object({
  email: z.boolean(),
  push: z.boolean(),
  sms: z.boolean(),
  trading: z.boolean(),
  news: z.boolean(),
  priceAlerts: z.boolean(),
})

export const securitySettings = z.object({
  /** Seconds of inactivity before the session ends. */
  sessionTimeout: z.number().int().min(SESSION_TIMEOUT_MIN).max(SESSION_TIMEOUT_MAX),
  requirePasswordForWithdrawals: z.boolean(),
  /** What a new API key may do unless chosen otherwise (SPEC §6: read, trade). */
  apiKeyPermissions: uniqueList(z.enum(API_KEY_PERMISSIONS), API_KEY_PERMISSIONS.length),
})

/** One key (a character or a key name such as "F2"), per action. */
const shortcutKey = z.string().min(1).max(16)
export const shortcutSettings = z.object(
  Object.fromEntries(SHORTCUT_ACTIONS.map((a) => [a, shortcutKey])) as Record<
    (typeof SHORTCUT_ACTIONS)[number],
    typeof shortcutKey
  >,
)

export const workspace = z
  .object({
    id: z.string().min(1).max(64),
    name: z.string().trim().min(1).max(100),
    panels: uniqueList(z.string().min(1).max(32), 20),
  })
  .strict()

const symbolName = z
  .string()
  .max(20)
  .regex(/^[A-Z0-9]{1,12}-[A-Z]{2,6}$/, 'Expected a symbol like BTC-USD')

/** Portfolio analytics: the benchmark, the annual risk-free rate (fraction) and the year basis. */
export const analyticsSettings = z.object({
  benchmark: symbolName,
  riskFreeRate: z.number().min(0).max(0.2),
  periodsPerYear: z.enum(['auto', '252', '365']),
})

/** Every part of the settings with its schema. */
export const SETTINGS_PARTS = {
  theme: themeSetting,
  language,
  currency,
  timezone: timeZone,
  chart: chartSettings,
  trading: tradingSettings,
  display: displaySettings,
  watchlist: uniqueList(symbolName, 50),
  notifications: preferenceNotifications,
  security: securitySettings,
  shortcuts: shortcutSettings,
  workspaces: z.array(workspace).max(WORKSPACES_MAX),
  /** The id of one of `workspaces`, or null. */
  activeWorkspace: z.string().min(1).max(64).nullable(),
  analytics: analyticsSettings,
}
export type SettingsPart = keyof typeof SETTINGS_PARTS

export const settings = z.object(SETTINGS_PARTS)
export type Settings = z.infer<typeof settings>

export { DEFAULT_SETTINGS } from './constants.ts'

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * SPEC §9 defaults merged with a stored document, part by part: a part that no longer fits (an
 * older version's shape, a hand-edited copy) falls back to its default without losing the rest.
 */
export function mergeSettings(stored: unknown, defaults: Settings): Settings {
  if (!isRecord(stored)) return defaults
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(SETTINGS_PARTS) as SettingsPart[]) {
    const fallback: unknown = defaults[key]
    const value = Object.hasOwn(stored, key) ? stored[key] : undefined
    const merged =
      isRecord(fallback) && isRecord(value)
        ? { ...fallback, ...value }
        : value === undefined
          ? fallback
          : value
    out[key] = SETTINGS_PARTS[key].safeParse(merged).success ? merged : fallback
  }
  return settings.parse(out)
}
