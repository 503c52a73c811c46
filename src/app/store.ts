/**
 * The one module that wraps jotai (excalidraw's app-jotai style): it owns the store, so code
 * outside React (engine feeds, the `toast` function, route guards) reads and writes the same
 * atoms the components render. Everything else in src/ imports jotai through here.
 */
import { Provider, atom, createStore, useAtom, useAtomValue, useSetAtom, useStore } from 'jotai'

export type { Atom, PrimitiveAtom, WritableAtom, SetStateAction } from 'jotai'

export const appStore = createStore()

export { Provider, atom, useAtom, useAtomValue, useSetAtom, useStore }
