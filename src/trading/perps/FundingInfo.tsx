import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useFunding } from '../../data/funding.ts'
import { formatPrice } from '../../lib/format.ts'
import '../../styles/trading-ticket.css'
import { FundingCountdown } from './FundingCountdown.tsx'
import { annualisedRate, fundingRateText } from './funding-math.ts'

/**
 * A perpetual's mark and index prices, funding rate per 8 h (and annualised) and the time to the
 * next funding: a compact strip that fits a toolbar and wraps on a phone.
 */
export function FundingInfo({ symbol }: { symbol: string }) {
  const { t } = useTranslation()
  const id = useId()
  const funding = useFunding(symbol)
  const f = funding.data
  return (
    <section className="funding" aria-labelledby={`${id}-title`} data-testid="funding-info">
      <h2 id={`${id}-title`} className="visually-hidden">
        {t('trading.funding.title', { symbol })}
      </h2>
      {!f &&
        (funding.isError ? (
          <p className="funding-note" role="status">
            {t('trading.funding.unavailable', { message: funding.error.message })}
          </p>
        ) : (
          <p className="funding-note" role="status">
            {t('trading.funding.loading')}
          </p>
        ))}
      {f && (
        <dl className="funding-list">
          <div>
            <dt>{t('trading.funding.mark')}</dt>
            <dd>{formatPrice(f.markPrice)}</dd>
          </div>
          <div>
            <dt>{t('trading.funding.index')}</dt>
            <dd>{formatPrice(f.indexPrice)}</dd>
          </div>
          <div>
            <dt>{t('trading.funding.rate')}</dt>
            <dd className={f.fundingRate >= 0 ? 'up' : 'down'} data-testid="funding-rate">
              {fundingRateText(f.fundingRate)}
            </dd>
          </div>
          <div>
            <dt>{t('trading.funding.annualised')}</dt>
            <dd>{fundingRateText(annualisedRate(f.fundingRate))}</dd>
          </div>
          <div>
            <dt>{t('trading.funding.next')}</dt>
            <dd>
              <FundingCountdown at={f.nextFundingTime} />
            </dd>
          </div>
        </dl>
      )}
    </section>
  )
}
