import type { ReactNode } from 'react'
import { WATCHLIST_COLUMNS } from '../../../src/pages/dashboard/WatchlistCells.tsx'

/** The page every build renders: the dashboard watchlist's panel around a 200-row table. */
export function MarketsPanel({ table }: { table: ReactNode }) {
  return (
    <section className="page dashboard" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        Markets
      </h1>
      <section className="panel" aria-labelledby="markets-title">
        <header className="panel-header">
          <h2 id="markets-title">Markets</h2>
        </header>
        {table}
      </section>
    </section>
  )
}

/** Every row in the DOM, in a plain table with the watchlist's columns and scroll region. */
export function PlainTable({ rows }: { rows: ReactNode }) {
  return (
    <div className="virtual-scroll" role="region" aria-label="Market prices" tabIndex={0}>
      <table className="data-table virtual-table">
        <thead>
          <tr>
            {WATCHLIST_COLUMNS.map((c) => (
              <th key={c.key} scope="col" className={'className' in c ? c.className : undefined}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{rows}</tbody>
      </table>
    </div>
  )
}
