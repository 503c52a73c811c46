import type { Notification } from '../../../protocol/index.ts'

/** A notification of the server's shape, at `at` ms. */
export const note = (id: string, at: number, over: Partial<Notification> = {}): Notification => ({
  id,
  title: 'Order filled',
  message: `Bought 1 XAU-USD (${id})`,
  category: 'trading',
  type: 'trade',
  priority: 'normal',
  timestamp: new Date(at).toISOString(),
  read: false,
  ...over,
})
