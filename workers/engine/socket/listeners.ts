/** A set of listeners told of each event; one that throws never stops the others. */
export interface Listeners<A extends unknown[]> {
  add: (listener: (...args: A) => void) => () => void
  emit: (...args: A) => void
}

export function createListeners<A extends unknown[]>(
  onError: (err: unknown) => void,
): Listeners<A> {
  const set = new Set<(...args: A) => void>()
  return {
    add(listener) {
      set.add(listener)
      return () => set.delete(listener)
    },
    emit(...args) {
      for (const l of set) {
        try {
          l(...args)
        } catch (err) {
          onError(err)
        }
      }
    },
  }
}
