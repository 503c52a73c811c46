import { useId } from 'react'
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
  const id = useId()
  const funding = useFunding(symbol)
  const f = funding.data
  return (
    <section className="funding" aria-labelledby={`${id}-title`} data-testid="funding-info">
      <h2 id={`${id}-title`} className="visually-hidden">
        Funding of {symbol}
      </h2>
      {!f &&
        (funding.isError ? (
          <p className="funding-note" role="status">
            Funding unavailable: {funding.error.message}
          </p>
        ) : (
          <p className="funding-note" role="status">
            Loading funding…
          </p>
        ))}
      {f && (
        <dl className="funding-list">
          <div>
            <dt>Mark</dt>
            <dd>{formatPrice(f.markPrice)}</dd>
          </div>
          <div>
            <dt>Index</dt>
            <dd>{formatPrice(f.indexPrice)}</dd>
          </div>
          <div>
            <dt>Funding (8 h)</dt>
            <dd className={f.fundingRate >= 0 ? 'up' : 'down'} data-testid="funding-rate">
              {fundingRateText(f.fundingRate)}
            </dd>
          </div>
          <div>
            <dt>Annualised</dt>
            <dd>{fundingRateText(annualisedRate(f.fundingRate))}</dd>
          </div>
          <div>
            <dt>Next funding</dt>
            <dd>
              <FundingCountdown at={f.nextFundingTime} />
            </dd>
          </div>
        </dl>
      )}
    </section>
  )
}
