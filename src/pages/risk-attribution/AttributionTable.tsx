import { useTranslation } from 'react-i18next'
import type { RiskReport } from '../../../protocol/analytics.ts'
import { InfoTip } from '../../components/InfoTip.tsx'
import { TableScroll } from '../../components/TableScroll.tsx'
import { formatSignedMoney } from '../../lib/format.ts'
import { PositionName } from '../risk/PositionName.tsx'
import { formatLevel, formatShare, formatUsd } from '../risk/risk-format.ts'
import type { AttributionRow } from '../risk/risk-view.ts'

interface Props {
  attribution: RiskReport['attribution']
  rows: readonly AttributionRow[]
  sum: number
}

/** Marginal and component VaR and share per position, with the components' sum beside the total. */
export function AttributionTable({ attribution, rows, sum }: Props) {
  const { t } = useTranslation()
  const tip = (name: string, text: string) => (
    <InfoTip label={t('risk.var.about', { name })}>{text}</InfoTip>
  )
  return (
    <section className="panel attribution-table-panel" aria-labelledby="attribution-title">
      <div className="panel-header">
        <h2 id="attribution-title">{t('risk.attribution.title')}</h2>
      </div>
      <p className="risk-intro">
        {t('risk.attribution.intro', {
          level: formatLevel(attribution.level),
          days: attribution.horizonDays,
        })}
      </p>
      <ul className="risk-definitions">
        <li>
          {t('risk.attribution.marginal')}
          {tip(t('risk.attribution.marginal'), t('risk.attribution.marginalTip'))}
        </li>
        <li>
          {t('risk.attribution.component')}
          {tip(t('risk.attribution.component'), t('risk.attribution.componentTip'))}
        </li>
        <li>
          {t('risk.attribution.share')}
          {tip(t('risk.attribution.share'), t('risk.attribution.shareTip'))}
        </li>
      </ul>
      <TableScroll label={t('risk.attribution.title')}>
        <table className="data-table risk-table" data-testid="attribution-table">
          <caption className="visually-hidden">{t('risk.attribution.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('risk.attribution.position')}</th>
              <th scope="col" className="num">
                {t('risk.attribution.exposure')}
              </th>
              <th scope="col" className="num">
                {t('risk.attribution.marginal')}
              </th>
              <th scope="col" className="num">
                {t('risk.attribution.component')}
              </th>
              <th scope="col" className="num">
                {t('risk.attribution.share')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key} data-testid="attribution-row">
                <th scope="row" className="symbol">
                  <PositionName position={r.position} fallback={r.key} />
                </th>
                <td className="num">{r.position ? formatSignedMoney(r.position.exposure) : '—'}</td>
                <td className="num">{formatShare(r.marginalVar)}</td>
                <td className="num" data-component={r.componentVar}>
                  {formatUsd(r.componentVar)}
                </td>
                <td className="num">{formatShare(r.share)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="risk-total">
              <th scope="row">{t('risk.attribution.sum')}</th>
              <td />
              <td />
              <td className="num" data-testid="attribution-sum" data-value={sum}>
                {formatUsd(sum)}
              </td>
              <td className="num">
                {formatShare(attribution.total === 0 ? 0 : sum / attribution.total)}
              </td>
            </tr>
            <tr className="risk-total">
              <th scope="row">{t('risk.attribution.total')}</th>
              <td />
              <td />
              <td className="num" data-testid="attribution-total" data-value={attribution.total}>
                {formatUsd(attribution.total)}
              </td>
              <td />
            </tr>
          </tfoot>
        </table>
      </TableScroll>
    </section>
  )
}
