/**
 * The batched data path with every one of the 200 rows in the DOM: the product's atoms, feed and
 * cells as in batched.tsx, in the naive build's plain table. It separates what the data path
 * saves from what rendering only the rows in view saves.
 */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Provider, appStore } from '../../../src/app/store.ts'
import { WatchlistCells } from '../../../src/pages/dashboard/WatchlistCells.tsx'
import { fedTicks } from './bench-bridge.ts'
import { MarketsPanel, PlainTable } from './MarketsPanel.tsx'
import { probe } from './probe.ts'
import { SYMBOLS } from './symbols.ts'
import './styles.ts'

probe.start(fedTicks)
const root = document.getElementById('root')
if (!root) throw new Error('Missing #root element')
createRoot(root).render(
  <StrictMode>
    <Provider store={appStore}>
      <MarketsPanel
        table={
          <PlainTable
            rows={SYMBOLS.map((s) => (
              <tr key={s}>
                <WatchlistCells symbol={s} />
              </tr>
            ))}
          />
        }
      />
    </Provider>
  </StrictMode>,
)
