import { useTranslation } from 'react-i18next'
import { useOnline } from '../../bridge/online.ts'
import { PortfolioSkeleton } from '../../components/skeletons/PortfolioSkeleton.tsx'
import { useActivePortfolio, usePortfolios } from '../../data/portfolios.ts'
import { useLocalizeMessage } from '../../i18n/known-messages.ts'
import { formatDateTime } from './dates.ts'
import { AllocationPanel } from './AllocationPanel.tsx'
import { CreatePortfolioForm } from './CreatePortfolioForm.tsx'
import { EquityCurve } from './EquityCurve.tsx'
import { PortfoliosPanel } from './PortfoliosPanel.tsx'
import { PositionsPanel } from './PositionsPanel.tsx'
import { TotalsPanel } from './TotalsPanel.tsx'
import { useValuation } from './use-valuation.ts'
import '../../styles/portfolio.css'

/**
 * SPEC §2 /portfolio: the active portfolio (totals, equity curve, allocation, holdings and perp
 * positions with live values, manual holdings) and the list of portfolios. Offline it shows the
 * last data seen, marked with its age, and writes wait for the connection.
 */
export default function PortfolioPage() {
  const { t } = useTranslation()
  const localize = useLocalizeMessage()
  const online = useOnline()
  const active = useActivePortfolio()
  const list = usePortfolios()
  const ready = active.state === 'ready' ? active : null
  const { valuation, update } = useValuation(ready?.portfolio.id)
  const fromCache = (ready?.fromCache ?? false) || (active.state === 'empty' && active.fromCache)
  const offline = !online || fromCache
  const savedAt = ready?.savedAt ?? (update?.fromCache ? update.asOf : null)

  return (
    <section className="page portfolio-page" aria-labelledby="page-title">
      <div className="portfolio-page-header">
        <h1 id="page-title" className="page-title">
          {t('portfolio.title')}
          {ready && (
            <>
              {': '}
              <span data-testid="active-portfolio-name">{ready.portfolio.name}</span>
            </>
          )}
        </h1>
        {fromCache && (
          <p className="panel-note warn" role="status" data-testid="portfolio-saved-note">
            {savedAt === null
              ? t('portfolio.offline')
              : t('portfolio.offlineAt', { time: formatDateTime(savedAt) })}{' '}
            {t('portfolio.offlineWrites')}
          </p>
        )}
      </div>
      {active.state === 'loading' && <PortfolioSkeleton />}
      {active.state === 'error' && (
        <div className="panel panel-error" role="alert">
          <p>{localize(active.message)}</p>
          <button type="button" className="btn btn-small" onClick={() => void list.refetch()}>
            {t('portfolio.retry')}
          </button>
        </div>
      )}
      {active.state === 'empty' && (
        <div className="panel portfolio-empty" data-testid="portfolio-empty">
          <p className="empty">{t('portfolio.empty')}</p>
          <CreatePortfolioForm disabled={offline} />
        </div>
      )}
      {ready && (
        <>
          <TotalsPanel
            valuation={valuation}
            cash={ready.portfolio.cash}
            currency={ready.portfolio.currency}
          />
          <div className="portfolio-charts">
            <EquityCurve portfolioId={ready.portfolio.id} currency={ready.portfolio.currency} />
            <AllocationPanel valuation={valuation} currency={ready.portfolio.currency} />
          </div>
          <div className="portfolio-columns">
            <PositionsPanel
              portfolio={ready.portfolio}
              holdings={ready.holdings}
              valuation={valuation}
              offline={offline}
            />
            <PortfoliosPanel portfolios={list.data?.value ?? []} offline={offline} />
          </div>
        </>
      )}
    </section>
  )
}
