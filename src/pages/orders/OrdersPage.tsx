import { useTranslation } from 'react-i18next'
import { TableSkeleton } from '../../components/skeletons/TableSkeleton.tsx'
import { useActivePortfolio } from '../../data/portfolios.ts'
import { OrdersWorkspace } from './OrdersWorkspace.tsx'
import '../../styles/trading-orders.css'

/** SPEC §2 Order Management: the active portfolio's active orders, order history and trades. */
export default function OrdersPage() {
  const { t } = useTranslation()
  const portfolio = useActivePortfolio()
  return (
    <section className="page orders-page" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {t('titles.orders')}
      </h1>
      {portfolio.state === 'loading' && (
        <TableSkeleton rows={6} columns={8} label={t('orders.page.loading')} />
      )}
      {portfolio.state === 'error' && (
        <p className="panel-error" role="alert">
          {portfolio.message}
        </p>
      )}
      {portfolio.state === 'empty' && <p className="empty">{t('orders.page.noPortfolio')}</p>}
      {portfolio.state === 'ready' && <OrdersWorkspace portfolioId={portfolio.portfolio.id} />}
    </section>
  )
}
