import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { OptionPosition } from '../../../protocol/index.ts'
import { aggregateGreeks } from '../../../protocol/options/greeks-total.ts'
import { InfoTip } from '../../components/InfoTip.tsx'
import { usePositions } from '../../data/orders.ts'
import { formatMoney, formatSignedMoney, trendClass } from '../../lib/format.ts'
import {
  ClosePositionDialog,
  type CloseRequest,
} from '../../trading/positions/ClosePositionDialog.tsx'
import { formatContracts, formatGreek, formatIv, formatOptionPrice } from './options-format.ts'

const GREEKS = ['delta', 'gamma', 'vega', 'theta'] as const

/**
 * The active portfolio's option positions with mark, P&L and greeks (the server's, totalled per
 * position and signed), and the portfolio's greeks per underlying, spot and perpetual delta
 * included.
 */
export function OptionPositions({ portfolioId }: { portfolioId: string | undefined }) {
  const { t } = useTranslation()
  const id = useId()
  const update = usePositions(portfolioId)
  const all = update?.positions ?? []
  const options = all.filter((p): p is OptionPosition => p.market === 'option')
  const totals = aggregateGreeks(all)
  const [closing, setClosing] = useState<CloseRequest | null>(null)

  const greekHead = (g: (typeof GREEKS)[number]) => (
    <th key={g} scope="col" className="num">
      {t(`options.columns.${g}`)}{' '}
      <InfoTip label={t('options.figures.about', { name: t(`options.columns.${g}`) })}>
        {t(`options.greeksInfo.${g}`)}
      </InfoTip>
    </th>
  )

  return (
    <section
      className="panel option-positions"
      aria-labelledby={`${id}-title`}
      data-testid="option-positions"
    >
      <header className="panel-header">
        <h2 id={`${id}-title`}>{t('options.positions.title')}</h2>
      </header>
      {portfolioId === undefined ? (
        <p className="empty">{t('options.positions.noPortfolio')}</p>
      ) : update === null ? (
        <p className="panel-note" role="status">
          {t('options.positions.loading')}
        </p>
      ) : options.length === 0 ? (
        <p className="empty">{t('options.positions.empty')}</p>
      ) : (
        <>
          <div className="table-scroll" role="region" aria-labelledby={`${id}-title`} tabIndex={0}>
            <table className="option-positions-table">
              <thead>
                <tr>
                  <th scope="col">{t('options.positions.contract')}</th>
                  <th scope="col">{t('options.positions.side')}</th>
                  <th scope="col" className="num">
                    {t('options.positions.size')}
                  </th>
                  <th scope="col" className="num">
                    {t('options.positions.entry')}
                  </th>
                  <th scope="col" className="num">
                    {t('options.columns.mark')}
                  </th>
                  <th scope="col" className="num">
                    {t('options.columns.iv')}
                  </th>
                  <th scope="col" className="num">
                    {t('options.positions.pnl')}
                  </th>
                  {GREEKS.map(greekHead)}
                  <th scope="col" className="num">
                    {t('options.positions.margin')}{' '}
                    <InfoTip
                      label={t('options.figures.about', { name: t('options.positions.margin') })}
                    >
                      {t('options.positions.marginInfo')}
                    </InfoTip>
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">{t('positions.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {options.map((p) => (
                  <tr key={p.id} data-testid={`option-position-${p.symbol}`}>
                    <th scope="row">{p.symbol}</th>
                    <td>{t(`options.positions.${p.side}`)}</td>
                    <td className="num">{formatContracts(p.size)}</td>
                    <td className="num">{formatOptionPrice(p.entryPrice)}</td>
                    <td className="num">{formatOptionPrice(p.markPrice)}</td>
                    <td className="num">{formatIv(p.markIv)}</td>
                    <td className={`num ${trendClass(p.unrealizedPnl)}`}>
                      {formatSignedMoney(p.unrealizedPnl)}
                    </td>
                    {GREEKS.map((g) => (
                      <td key={g} className="num" data-testid={`position-${g}`}>
                        {formatGreek(p.greeks[g])}
                      </td>
                    ))}
                    <td className="num">{formatMoney(p.margin)}</td>
                    <td>
                      <button
                        type="button"
                        className="btn btn-small"
                        aria-label={t('positions.close.buttonLabel', {
                          name: t('positions.close.name', {
                            symbol: p.symbol,
                            side: t(`positions.sideInline.${p.side}`),
                          }),
                        })}
                        onClick={() => setClosing({ position: p, mode: 'whole' })}
                      >
                        {t('positions.close.button')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h3 className="greeks-title">
            {t('options.positions.aggregate')}{' '}
            <InfoTip label={t('options.figures.about', { name: t('options.positions.aggregate') })}>
              {t('options.positions.aggregateInfo')}
            </InfoTip>
          </h3>
          <div
            className="table-scroll"
            role="region"
            aria-label={t('options.positions.aggregate')}
            tabIndex={0}
          >
            <table className="greeks-table" data-testid="aggregate-greeks">
              <thead>
                <tr>
                  <th scope="col">{t('options.positions.underlying')}</th>
                  <th scope="col" className="num">
                    {t('options.positions.totalDelta')}
                  </th>
                  <th scope="col" className="num">
                    {t('options.positions.optionDelta')}
                  </th>
                  {GREEKS.slice(1).map((g) => (
                    <th key={g} scope="col" className="num">
                      {t(`options.columns.${g}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {totals.map((g) => (
                  <tr key={g.underlying} data-testid={`greeks-${g.underlying}`}>
                    <th scope="row">{g.underlying}</th>
                    <td className="num">{formatGreek(g.delta)}</td>
                    <td className="num">{formatGreek(g.optionDelta)}</td>
                    <td className="num">{formatGreek(g.gamma)}</td>
                    <td className="num">{formatGreek(g.vega)}</td>
                    <td className="num">{formatGreek(g.theta)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ClosePositionDialog
            portfolioId={portfolioId}
            request={closing}
            onDone={() => setClosing(null)}
          />
        </>
      )}
    </section>
  )
}
