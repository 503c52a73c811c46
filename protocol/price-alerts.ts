import { z } from 'zod'
import { endpoint } from './endpoint.ts'
import { idParams, positiveAmount } from './input.ts'
import { timeframe } from './market.ts'

/** A trader may keep this many alerts switched on at once. */
export const MAX_ACTIVE_PRICE_ALERTS = 100
/** `every_time` alerts fire at most once per this many milliseconds. */
export const EVERY_TIME_THROTTLE_MS = 60_000
/** The longest trailing window a `move_pct` alert may watch. */
export const MOVE_WINDOW_MAX_SEC = 86_400

export const PRICE_ALERT_CONDITIONS = [
  'above',
  'below',
  'crossing_up',
  'crossing_down',
  'move_pct',
] as const
export const priceAlertCondition = z.enum(PRICE_ALERT_CONDITIONS)
export type PriceAlertCondition = z.infer<typeof priceAlertCondition>

export const PRICE_ALERT_FREQUENCIES = ['once', 'once_per_bar', 'every_time'] as const
export const priceAlertFrequency = z.enum(PRICE_ALERT_FREQUENCIES)
export type PriceAlertFrequency = z.infer<typeof priceAlertFrequency>

/** Conditions that compare the price with a level (all but `move_pct`). */
export const isLevelCondition = (c: PriceAlertCondition): boolean => c !== 'move_pct'

/**
 * SPEC §3 price alert (id, isActive) with what the trader chose. Flat rather than nested so a
 * form maps onto it field by field and a 422 names the very field: `price` for level conditions,
 * `percent` and `windowSec` for `move_pct`, `timeframe` for `once_per_bar`; the others are null.
 */
export const priceAlert = z.object({
  id: z.string(),
  symbol: z.string(),
  condition: priceAlertCondition,
  price: z.number().nullable(),
  percent: z.number().nullable(),
  windowSec: z.number().int().nullable(),
  frequency: priceAlertFrequency,
  timeframe: timeframe.nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  lastTriggeredAt: z.string().nullable(),
  triggerCount: z.number().int().nonnegative(),
})
export type PriceAlert = z.infer<typeof priceAlert>

const required = (ctx: z.RefinementCtx, path: string, message: string): void => {
  ctx.addIssue({ code: 'custom', path: [path], message })
}

export const priceAlertCreate = z
  .object({
    symbol: z.string().min(1).max(32),
    condition: priceAlertCondition,
    price: positiveAmount.optional(),
    percent: z.number().positive().max(100).optional(),
    windowSec: z.number().int().min(1).max(MOVE_WINDOW_MAX_SEC).optional(),
    frequency: priceAlertFrequency.default('once'),
    timeframe: timeframe.optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (isLevelCondition(v.condition)) {
      if (v.price === undefined) required(ctx, 'price', 'A price is required for this condition')
      if (v.percent !== undefined) required(ctx, 'percent', 'Only a % move takes a percent')
      if (v.windowSec !== undefined) required(ctx, 'windowSec', 'Only a % move takes a window')
    } else {
      if (v.percent === undefined) required(ctx, 'percent', 'A percent is required for a % move')
      if (v.windowSec === undefined) required(ctx, 'windowSec', 'A window is required for a % move')
      if (v.price !== undefined) required(ctx, 'price', 'A % move takes no price')
    }
    if (v.frequency === 'once_per_bar' && v.timeframe === undefined)
      required(ctx, 'timeframe', 'A timeframe is required for once per bar')
    if (v.frequency !== 'once_per_bar' && v.timeframe !== undefined)
      required(ctx, 'timeframe', 'Only once per bar takes a timeframe')
  })
export type PriceAlertCreate = z.input<typeof priceAlertCreate>

/** SPEC §7: PUT /price-alerts/{id} switches an alert on or off. */
export const priceAlertUpdate = z.object({ isActive: z.boolean() }).strict()
export type PriceAlertUpdate = z.infer<typeof priceAlertUpdate>

/** SPEC §8, word for word. */
export const PRICE_ALERT_MSG = {
  fetch: 'Failed to fetch price alerts',
  create: 'Failed to create price alerts',
  update: 'Failed to update price alerts',
  delete: 'Failed to delete price alerts',
} as const

export const priceAlertsApi = {
  listPriceAlerts: endpoint({
    method: 'GET',
    path: '/price-alerts',
    auth: 'user',
    summary: "The caller's price alerts, newest first",
    response: z.array(priceAlert),
  }),
  createPriceAlert: endpoint({
    method: 'POST',
    path: '/price-alerts',
    auth: 'user',
    summary: 'Creates a price alert, switched on (at most 100 on at once)',
    body: priceAlertCreate,
    response: priceAlert,
    status: 201,
  }),
  updatePriceAlert: endpoint({
    method: 'PUT',
    path: '/price-alerts/:id',
    auth: 'user',
    summary: 'Switches a price alert on or off',
    params: idParams,
    body: priceAlertUpdate,
    response: priceAlert,
  }),
  deletePriceAlert: endpoint({
    method: 'DELETE',
    path: '/price-alerts/:id',
    auth: 'user',
    summary: 'Deletes a price alert',
    params: idParams,
    status: 204,
  }),
}

/**
 * What a firing's notification says, in English, as stored and pushed. `{name}` marks a value;
 * the UI reads a stored notice back with the same templates to show it in the trader's language.
 */
export const PRICE_ALERT_NOTICE = {
  title: 'Price alert: {symbol}',
  above: '{symbol} is at or above {level} (now {price})',
  below: '{symbol} is at or below {level} (now {price})',
  crossing_up: '{symbol} crossed above {level} (now {price})',
  crossing_down: '{symbol} crossed below {level} (now {price})',
  move_pct: '{symbol} moved {change} in {window} (now {price})',
} as const satisfies Record<'title' | PriceAlertCondition, string>

/** A notice template with its values filled in. */
export const fillNotice = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '')
