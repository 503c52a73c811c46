import { appStore, atom, useAtomValue } from '../app/store.ts'

export const onlineAtom = atom<boolean>(typeof navigator === 'undefined' ? true : navigator.onLine)

export function useOnline(): boolean {
  return useAtomValue(onlineAtom)
}

export function startOnlineFeed(): void {
  const update = () => appStore.set(onlineAtom, navigator.onLine)
  window.addEventListener('online', update)
  window.addEventListener('offline', update)
}
