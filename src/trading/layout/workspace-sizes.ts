import { atomWithStorage } from 'jotai/utils'
import { atom, useAtomValue } from '../../app/store.ts'
import { DEFAULT_SIZES, validSizes, type WorkspaceSizes } from './layout-sizes.ts'

const stored = atomWithStorage<unknown>('trading.layout', DEFAULT_SIZES, undefined, {
  getOnInit: true,
})

/** The remembered panel sizes of the trading workspace, valid whatever was stored. */
export const workspaceSizesAtom = atom(
  (get) => validSizes(get(stored)),
  (_get, set, next: WorkspaceSizes) => set(stored, validSizes(next)),
)

export const useWorkspaceSizes = (): WorkspaceSizes => useAtomValue(workspaceSizesAtom)
