import { DEFAULT_SETTINGS } from '../../../protocol/constants.ts'
import { TableScroll } from '../../components/TableScroll.tsx'
import { TableSkeleton } from '../../components/skeletons/TableSkeleton.tsx'
import { useSettings } from '../../data/settings.ts'
import { WatchlistRow } from './WatchlistRow.tsx'

/**
 * The watchlist's live prices. Each row's price atom puts its symbol in the tab's price watch;
 * the socket's subscription starts with the current price, so no separate snapshot is fetched.
 */
export function Watchlist() {
  const settings = useSettings()
  const symbols = settings.data
    ? settings.data.watchlist.length > 0
      ? settings.data.watchlist
      : DEFAULT_SETTINGS.watchlist
    : settings.isError
      ? DEFAULT_SETTINGS.watchlist
      : null

  return (
    <section className="panel" aria-labelledby="watchlist-title" data-testid="watchlist">
      <header className="panel-header">
        <h2 id="watchlist-title">Watchlist</h2>
      </header>
      {symbols === null ? (
        <TableSkeleton rows={6} columns={6} label="Loading prices" />
      ) : (
        <TableScroll label="Watchlist prices">
          <table className="data-table">
            <caption className="visually-hidden">Live prices of your watchlist</caption>
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
            <tbody>
              {symbols.map((s) => (
                <WatchlistRow key={s} symbol={s} />
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  )
}
