import { useTranslation } from 'react-i18next'
import type { RiskPosition } from '../../../protocol/analytics.ts'
import { InfoTip } from '../../components/InfoTip.tsx'
import { TableScroll } from '../../components/TableScroll.tsx'
import { formatPrice, formatSignedMoney } from '../../lib/format.ts'
import { PositionName } from './PositionName.tsx'
import { formatShare, formatUsd } from './risk-format.ts'

/** Today's positions with their exposure, and each perpetual's distance to liquidation. */
export function PositionsTable({ positions }: { positions: readonly RiskPosition[] }) {
  const { t } = useTranslation()
  const none = t('risk.positions.notApplicable')
  return (
    <section className="panel" aria-labelledby="risk-positions-title">
      <div className="panel-header">
        <h2 id="risk-positions-title">
          {t('risk.positions.title')}
          <InfoTip label={t('risk.var.about', { name: t('risk.positions.distance') })}>
            {t('risk.positions.distanceTip')}
          </InfoTip>
        </h2>
      </div>
      <TableScroll label={t('risk.positions.title')}>
        <table className="data-table risk-table">
          <caption className="visually-hidden">{t('risk.positions.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('risk.positions.position')}</th>
              <th scope="col" className="num">
                {t('risk.positions.exposure')}
              </th>
              <th scope="col" className="num">
                {t('risk.positions.value')}
              </th>
              <th scope="col" className="num">
                {t('risk.positions.liquidationPrice')}
              </th>
              <th scope="col" className="num">
                {t('risk.positions.distance')}
              </th>
            </tr>
          </thead>
          <tbody>
            {positions.map((p) => (
              <tr key={p.key} data-testid={`risk-position-${p.key}`}>
                <th scope="row" className="symbol">
                  <PositionName position={p} fallback={p.key} />
                </th>
                <td className="num">
                  {formatSignedMoney(p.exposure)}
                  <span className="holding-source">{t(`risk.positions.side.${p.side}`)}</span>
                </td>
                <td className="num">{formatUsd(p.value)}</td>
                <td className="num">
                  {p.liquidationPrice === null ? none : formatPrice(p.liquidationPrice)}
                </td>
                <td className="num">
                  {p.distanceToLiquidation === null ? none : formatShare(p.distanceToLiquidation)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  )
}
