import { useEffect, useState } from 'react'
import { DEFAULT_SETTINGS } from '../../../protocol/constants.ts'
import { TableSkeleton } from '../../components/skeletons/TableSkeleton.tsx'
import { getEngine } from '../../engine/connection.ts'
import { storePrices, usePrices } from '../../engine/prices.ts'
import { WatchlistRow } from './WatchlistRow.tsx'

export function Watchlist() {
  const [symbols, setSymbols] = useState<string[] | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    let live = true
    const engine = getEngine()
    engine
      .getSettings()
      .then((s) => (s.watchlist.length > 0 ? s.watchlist : DEFAULT_SETTINGS.watchlist))
      .catch(() => DEFAULT_SETTINGS.watchlist)
      .then(async (list) => {
        if (!live) return
        setSymbols(list)
        const snapshot = await engine.getMarketData(list)
        if (!live) return
        if (snapshot.ok) storePrices(snapshot.value)
        else setError(snapshot.error.message)
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [])

  usePrices(symbols ?? [])

  return (
    <section className="panel" aria-labelledby="watchlist-title" data-testid="watchlist">
      <header className="panel-header">
        <h2 id="watchlist-title">Watchlist</h2>
        {error && (
          <span className="panel-note warn" role="status">
            {error}
          </span>
        )}
      </header>
      {symbols === null ? (
        <TableSkeleton rows={6} columns={6} label="Loading prices" />
      ) : (
        <div className="table-scroll">
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
        </div>
      )}
    </section>
  )
}
