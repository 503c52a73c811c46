/**
 * The pace of long live lists: rows of a watchlist repaint together, at most ten times a second,
 * in one task (so one frame), with the latest value each row was given. Ten a second is faster
 * than a reader follows a list of figures, and a list of a screenful of rows then costs one
 * layout and paint per tenth of a second instead of one per price batch. What the trader acts on
 * (the chosen symbol's price, book, ticket) is not paced: it follows every 50 ms batch.
 */
export const LIST_PAINT_MS = 100

const pending = new Map<object, () => void>()
let timer: ReturnType<typeof setTimeout> | null = null

function flush(): void {
  timer = null
  const writes = [...pending.values()]
  pending.clear()
  for (const write of writes) write()
}

/** Runs `write` at the next paint of the list; a later call for the same key replaces it. */
export function pacePaint(key: object, write: () => void): void {
  pending.set(key, write)
  timer ??= setTimeout(flush, LIST_PAINT_MS)
}

/** Drops a key's pending write (its row has gone). */
export function cancelPaint(key: object): void {
  pending.delete(key)
}
