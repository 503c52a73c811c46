/**
 * The batched build: the product's data path. 200 real WatchlistRow components, each reading
 * its symbol's `priceAtom` from src/data/prices.ts; the atoms are fed by that module's own price
 * feed and `store`, over the bench bridge (bench-bridge.ts) from a worker running the engine's
 * 50 ms price batcher. The header total is a derived atom over the 200 price atoms, as a jotai
 * page would write it; jotai recomputes it after every store.set, so its cost depends on how
 * prices.ts writes a batch (one set per symbol today).
 */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Provider, appStore, atom, useAtomValue } from '../../../src/app/store.ts'
import { priceAtom } from '../../../src/data/prices.ts'
import { WatchlistRow } from '../../../src/pages/dashboard/WatchlistRow.tsx'
import { fedTicks } from './bench-bridge.ts'
import { HeaderTotal, MarketsPanel } from './MarketsPanel.tsx'
import { probe } from './probe.ts'
import { SYMBOLS, quantityOf } from './symbols.ts'
import './styles.ts'

const totalAtom = atom((get) => {
  let value = 0
  let up = 0
  let down = 0
  SYMBOLS.forEach((symbol, i) => {
    const p = get(priceAtom(symbol))
    if (!p) return
    value += p.price * quantityOf(i)
    if (p.change24h > 0) up += 1
    else if (p.change24h < 0) down += 1
  })
  return { value, up, down }
})

function BatchedTotal() {
  const { value, up, down } = useAtomValue(totalAtom)
  return <HeaderTotal value={value} up={up} down={down} />
}

function BatchedPage() {
  return (
    <MarketsPanel
      total={<BatchedTotal />}
      rows={SYMBOLS.map((s) => (
        <WatchlistRow key={s} symbol={s} />
      ))}
    />
  )
}

probe.start(fedTicks)
const root = document.getElementById('root')
if (!root) throw new Error('Missing #root element')
createRoot(root).render(
  <StrictMode>
    <Provider store={appStore}>
      <BatchedPage />
    </Provider>
  </StrictMode>,
)
