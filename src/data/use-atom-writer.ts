import { useLayoutEffect, useRef } from 'react'
import { useStore, type Atom } from '../app/store.ts'
import { cancelPaint, pacePaint } from './paint-pace.ts'

/**
 * Hands each value of an atom to `write` outside React's render: for live cells that write their
 * own text many times a second (a watchlist row), where a React render per batch would cost more
 * than the change itself. `write` runs before the first paint; later values, when `paced`, go
 * through the list's paint pace (paint-pace.ts), otherwise at once.
 */
export function useAtomWriter<T>(a: Atom<T>, write: (value: T) => void, paced = false): void {
  const store = useStore()
  const latest = useRef(write)
  useLayoutEffect(() => {
    latest.current = write
  })
  useLayoutEffect(() => {
    const key = {}
    const apply = () => latest.current(store.get(a))
    apply()
    const unsub = store.sub(a, paced ? () => pacePaint(key, apply) : apply)
    return () => {
      unsub()
      cancelPaint(key)
    }
  }, [store, a, paced])
}
