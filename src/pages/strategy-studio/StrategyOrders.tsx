import { useTranslation } from 'react-i18next'
import { TableScroll } from '../../components/TableScroll.tsx'
import { useStrategyOrders } from '../../data/strategies.ts'
import { useLocalizeMessage } from '../../i18n/known-messages.ts'
import { price, qty, when } from './strategy-format.ts'

/** Every order the strategy sent, newest first, with the rule that fired on which bar. */
export function StrategyOrders({ strategyId }: { strategyId: string }) {
  const { t } = useTranslation()
  const localize = useLocalizeMessage()
  const orders = useStrategyOrders(strategyId)
  const k = 'strategies.orders'
  return (
    <section className="panel" aria-labelledby="stg-orders-title">
      <h2 id="stg-orders-title">{t(`${k}.title`)}</h2>
      {orders.isError && !orders.data && (
        <p className="panel-error" role="alert">
          {localize(orders.error.message)}
        </p>
      )}
      {orders.data?.length === 0 && (
        <p className="empty" data-testid="strategy-orders-empty">
          {t(`${k}.none`)}
        </p>
      )}
      {orders.data && orders.data.length > 0 && (
        <TableScroll label={t(`${k}.region`)}>
          <table className="data-table" data-testid="strategy-orders">
            <caption className="visually-hidden">{t(`${k}.caption`)}</caption>
            <thead>
              <tr>
                <th scope="col">{t(`${k}.time`)}</th>
                <th scope="col">{t(`${k}.rule`)}</th>
                <th scope="col">{t(`${k}.side`)}</th>
                <th scope="col" className="num">
                  {t(`${k}.quantity`)}
                </th>
                <th scope="col" className="num">
                  {t(`${k}.price`)}
                </th>
                <th scope="col">{t(`${k}.status`)}</th>
              </tr>
            </thead>
            <tbody>
              {orders.data.map((o) => (
                <tr key={o.clientOrderId} data-testid="strategy-order">
                  <td>{when(o.barTime)}</td>
                  <td>{o.rule}</td>
                  <td className={o.side === 'buy' ? 'up' : 'down'}>
                    {t(`strategies.side.${o.side}`)}
                  </td>
                  <td className="num">{qty(o.quantity)}</td>
                  <td className="num">{price(o.price)}</td>
                  <td title={o.message ?? undefined}>
                    {t(`strategies.orderStatus.${o.status}`)}
                    {o.message ? ` · ${localize(o.message)}` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  )
}
