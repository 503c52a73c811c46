import { useTranslation } from 'react-i18next'
import type { RiskReport, StressResult } from '../../../protocol/analytics.ts'
import { InfoTip } from '../../components/InfoTip.tsx'
import { TableScroll } from '../../components/TableScroll.tsx'
import { formatSignedMoney, trendClass } from '../../lib/format.ts'
import { PositionName } from './PositionName.tsx'
import { formatFactor, formatShare, formatShock } from './risk-format.ts'
import { scenarioShocks, stressMatrix } from './risk-view.ts'

function ScenarioName({ scenario }: { scenario: StressResult }) {
  const { t } = useTranslation()
  const parts = scenarioShocks(scenario).map((s) =>
    t('risk.stress.shock', {
      assetClass: t(`risk.exposure.classes.${s.assetClass}`),
      shock: formatShock(s.shock),
    }),
  )
  if (scenario.volMultiplier !== 1)
    parts.push(t('risk.stress.volatility', { factor: formatFactor(scenario.volMultiplier) }))
  return <>{parts.length > 0 ? parts.join(', ') : t('risk.stress.noShock')}</>
}

/**
 * Each scenario's P&L per position (a perpetual past its liquidation price marked so) and in
 * total. The answer's `pnlPercent` is in percent (−15 is −15 %), unlike its other fractions.
 */
export function StressTable({ report }: { report: RiskReport }) {
  const { t } = useTranslation()
  const rows = stressMatrix(report)
  return (
    <section className="panel" aria-labelledby="risk-stress-title">
      <div className="panel-header">
        <h2 id="risk-stress-title">
          {t('risk.stress.title')}
          <InfoTip label={t('risk.var.about', { name: t('risk.stress.title') })}>
            {t('risk.stress.tip')}
          </InfoTip>
        </h2>
      </div>
      <TableScroll label={t('risk.stress.title')}>
        <table className="data-table risk-table" data-testid="risk-stress-table">
          <caption className="visually-hidden">{t('risk.stress.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('risk.stress.position')}</th>
              {report.stress.map((s) => (
                <th key={s.id} scope="col" className="num risk-scenario" data-scenario={s.id}>
                  <ScenarioName scenario={s} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ position, cells }) => (
              <tr key={position.key}>
                <th scope="row" className="symbol">
                  <PositionName position={position} fallback={position.key} />
                </th>
                {cells.map((cell, i) => (
                  <td
                    key={report.stress[i]?.id ?? i}
                    className={`num ${cell ? trendClass(cell.pnl) : ''}`}
                  >
                    {cell ? formatSignedMoney(cell.pnl) : '—'}
                    {cell?.liquidated && (
                      <span className="status-tag risk-liquidated">
                        {t('risk.stress.liquidated')}
                      </span>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="risk-total">
              <th scope="row">{t('risk.stress.total')}</th>
              {report.stress.map((s) => (
                <td
                  key={s.id}
                  className={`num ${trendClass(s.pnl)}`}
                  data-testid={`stress-total-${s.id}`}
                >
                  {formatSignedMoney(s.pnl)}
                  <span className="holding-source">
                    {t('risk.stress.ofEquity', { percent: formatShare(s.pnlPercent / 100) })}
                  </span>
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </TableScroll>
    </section>
  )
}
