import { z } from 'zod'
import { endpoint } from './endpoint.ts'

export const SUBSCRIPTION_FAILED = 'Failed to fetch subscription'

/** One limit of the account's plan: what is allowed and how much of it is in use now. */
const allowance = z.object({
  used: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
})

/**
 * The account's plan. Every account trades paper money on the one plan this server offers
 * (there is no billing), so the answer is its real limits and the account's use of them: the
 * same numbers the server enforces, never marketing figures.
 */
export const subscription = z.object({
  plan: z.literal('paper'),
  status: z.literal('active'),
  /** When the account was opened. */
  since: z.string(),
  /** Paper cash each new portfolio starts with, in USD. */
  paperCash: z.number().nonnegative(),
  portfolios: allowance,
  apiKeys: allowance,
  activePriceAlerts: allowance,
})
export type Subscription = z.infer<typeof subscription>

export const subscriptionApi = {
  getSubscription: endpoint({
    method: 'GET',
    path: '/users/subscription',
    auth: 'user',
    summary: "The account's plan: its limits and how much of each is in use",
    response: subscription,
  }),
}
