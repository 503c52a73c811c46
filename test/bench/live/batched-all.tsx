/**
 * The batched data path with every one of the 200 rows in the DOM: the product's atoms, feed and
 * cells as in batched.tsx, in the naive build's plain table. It separates what the data path
 * saves from what rendering only the rows in view saves.
 */
import { WatchlistCells } from '../../../src/pages/dashboard/WatchlistCells.tsx'
import { fedTicks } from './bench-bridge.ts'
import { MarketsPanel, PlainTable } from './MarketsPanel.tsx'
import { mountBenchPage } from './mount.tsx'
import { SYMBOLS } from './symbols.ts'

mountBenchPage(
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
  />,
  fedTicks,
)
