/** What the app really does without a connection (README, "Orders placed offline"). */
export function OfflinePanel() {
  return (
    <section className="panel mobile-panel mobile-wide" aria-labelledby="offline-title">
      <h2 id="offline-title">When the connection drops</h2>
      <ul className="mobile-facts">
        <li>
          TradeDesk still opens, says you are offline and shows what it last saw online: your
          portfolios and holdings, orders, positions and trades, and the charts you had opened.
          Prices are not live again until the connection is back.
        </li>
        <li>
          An order you place offline is kept on this device, shown as{' '}
          <q>Queued — sends when online</q>, and sent once when the connection returns (on an
          iPhone, when TradeDesk is open again). You can cancel it until then.
        </li>
        <li>
          The server refuses a queued order that waited too long or whose price moved beyond your
          slippage tolerance, and tells you why.
        </li>
        <li>Only new orders wait for the connection: signing in and every other change need it.</li>
      </ul>
    </section>
  )
}
