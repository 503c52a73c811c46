import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { BacktestTrade } from '../../../protocol/index.ts'
import { TableScroll } from '../../components/TableScroll.tsx'
import { money, pct, price, tone, when } from '../strategy-studio/strategy-format.ts'

/** Rows shown at first and added per "Show more": a long run has thousands. */
const PAGE = 25

/** The run's round trips: entry and exit time and price, P&L, and the reasons for both. */
export function TradesTable({ trades }: { trades: readonly BacktestTrade[] }) {
  const { t } = useTranslation()
  const k = 'strategies.backtesting.trades'
  const [shown, setShown] = useState(PAGE)
  if (trades.length === 0) return <p className="empty">{t(`${k}.none`)}</p>
  return (
    <section aria-labelledby="bt-trades-title">
      <h3 id="bt-trades-title">{t(`${k}.title`)}</h3>
      <TableScroll label={t(`${k}.region`)}>
        <table className="data-table" data-testid="backtest-trades">
          <caption className="visually-hidden">{t(`${k}.caption`)}</caption>
          <thead>
            <tr>
              <th scope="col">{t(`${k}.entry`)}</th>
              <th scope="col">{t(`${k}.exit`)}</th>
              <th scope="col">{t(`${k}.side`)}</th>
              <th scope="col" className="num">
                {t(`${k}.entryPrice`)}
              </th>
              <th scope="col" className="num">
                {t(`${k}.exitPrice`)}
              </th>
              <th scope="col" className="num">
                {t(`${k}.pnl`)}
              </th>
              <th scope="col">{t(`${k}.reasons`)}</th>
            </tr>
          </thead>
          <tbody>
            {trades.slice(0, shown).map((tr, i) => (
              <tr key={i} data-testid="backtest-trade">
                <td>{when(tr.entryTime)}</td>
                <td>{when(tr.exitTime)}</td>
                <td>{t(`strategies.side.${tr.side}`)}</td>
                <td className="num">{price(tr.entryPrice)}</td>
                <td className="num">{price(tr.exitPrice)}</td>
                <td className={`num ${tone(tr.pnl)}`}>
                  {money(tr.pnl)} ({pct(tr.pnlPct / 100)})
                </td>
                <td>
                  {tr.entryReason} → {tr.exitReason}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {trades.length > shown && (
        <div className="stg-actions">
          <span className="stg-meta" role="status">
            {t(`${k}.more`, { shown, total: trades.length })}
          </span>
          <button
            type="button"
            className="btn btn-small"
            data-testid="trades-more"
            onClick={() => setShown(shown + PAGE * 4)}
          >
            {t(`${k}.showMore`)}
          </button>
        </div>
      )}
    </section>
  )
}
