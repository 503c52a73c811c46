import { StrictMode, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { Provider, appStore } from '../../../src/app/store.ts'
import { probe } from './probe.ts'
import './styles.ts'

/** Starts the page's probe and renders `page` into #root (inside the app's store when asked). */
export function mountBenchPage(page: ReactNode, fedTicks: () => Promise<number>, store = true) {
  probe.start(fedTicks)
  const root = document.getElementById('root')
  if (!root) throw new Error('Missing #root element')
  createRoot(root).render(
    <StrictMode>{store ? <Provider store={appStore}>{page}</Provider> : page}</StrictMode>,
  )
}
