/**
 * Tells this process's sockets that a session ended (logout, reuse detection), so they close at
 * once instead of at the next periodic check, which is what catches other processes' logouts.
 */
export interface SessionEvents {
  ended(sessionId: string): void
  onEnded(listener: (sessionId: string) => void): () => void
}

export function createSessionEvents(): SessionEvents {
  const listeners = new Set<(sessionId: string) => void>()
  return {
    ended(sessionId) {
      for (const listener of listeners) listener(sessionId)
    },
    onEnded(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
