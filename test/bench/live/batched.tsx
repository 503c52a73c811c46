/**
 * The batched build: the product's page. The dashboard's own watchlist table (VirtualTable and
 * WatchlistCells, each cell group reading its symbol's `priceAtom` from src/data/prices.ts), fed
 * by that module's own price feed and `store`, over the bench bridge (bench-bridge.ts) from a
 * worker running the engine's 50 ms price batcher. Only the rows in view are in the DOM, only
 * their symbols are in the tab's price watch (the worker still takes in every tick of all 200),
 * and they repaint at the list's pace (src/data/paint-pace.ts).
 */
import { VirtualTable } from '../../../src/components/VirtualTable.tsx'
import { WATCHLIST_COLUMNS, WatchlistCells } from '../../../src/pages/dashboard/WatchlistCells.tsx'
import { fedTicks } from './bench-bridge.ts'
import { MarketsPanel } from './MarketsPanel.tsx'
import { mountBenchPage } from './mount.tsx'
import { SYMBOLS } from './symbols.ts'

mountBenchPage(
  <MarketsPanel
    table={
      <VirtualTable
        label="Market prices"
        columns={WATCHLIST_COLUMNS}
        rows={SYMBOLS}
        rowKey={(s) => s}
        cells={(s) => <WatchlistCells symbol={s} />}
        live
      />
    }
  />,
  fedTicks,
)
