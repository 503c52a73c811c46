import type { ReactNode } from 'react'
import { TableScroll } from '../../../src/components/TableScroll.tsx'
import { formatMoney } from '../../../src/lib/format.ts'

/** The header total: the live value of a notional holding of every symbol, and market breadth. */
export function HeaderTotal({ value, up, down }: { value: number; up: number; down: number }) {
  return (
    <p className="panel-note" data-testid="markets-total">
      Total {formatMoney(value)} · {up} up · {down} down
    </p>
  )
}

/** The page both builds render: the dashboard watchlist's panel and table markup, 200 rows. */
export function MarketsPanel({ total, rows }: { total: ReactNode; rows: ReactNode }) {
  return (
    <section className="page dashboard" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        Markets
      </h1>
      <section className="panel" aria-labelledby="markets-title">
        <header className="panel-header">
          <h2 id="markets-title">Markets</h2>
          {total}
        </header>
        <TableScroll label="Market prices">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Symbol</th>
                <th scope="col" className="num">
                  Last price
                </th>
                <th scope="col" className="num">
                  24h change
                </th>
                <th scope="col" className="num hide-sm">
                  24h high
                </th>
                <th scope="col" className="num hide-sm">
                  24h low
                </th>
                <th scope="col" className="num hide-sm">
                  Volume
                </th>
              </tr>
            </thead>
            <tbody>{rows}</tbody>
          </table>
        </TableScroll>
      </section>
    </section>
  )
}
