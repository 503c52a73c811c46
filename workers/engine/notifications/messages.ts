/** SPEC §8 messages of the notifications domain, word for word. */
export const NOTIFICATION_MSG = {
  fetch: 'Failed to fetch notifications',
  update: 'Failed to update notifications',
  remove: 'Failed to delete notifications',
} as const
