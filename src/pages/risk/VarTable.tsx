import { useTranslation } from 'react-i18next'
import type { RiskReport } from '../../../protocol/analytics.ts'
import { InfoTip } from '../../components/InfoTip.tsx'
import { TableScroll } from '../../components/TableScroll.tsx'
import { formatCount, formatLevel, formatUsd } from './risk-format.ts'
import { VAR_LEVEL_ORDER, VAR_METHOD_ORDER, varRows } from './risk-view.ts'

/** VaR and ES by method, horizon and level in one table, each method's definition beside it. */
export function VarTable({ report }: { report: RiskReport }) {
  const { t } = useTranslation()
  const rows = varRows(report.var)
  const methodName = (m: (typeof VAR_METHOD_ORDER)[number]) => t(`risk.methods.${m}`)
  const mc = report.monteCarlo
  return (
    <section className="panel" aria-labelledby="risk-var-title">
      <div className="panel-header">
        <h2 id="risk-var-title">{t('risk.var.title')}</h2>
      </div>
      <ul className="risk-definitions" aria-label={t('risk.var.definitions')}>
        {VAR_METHOD_ORDER.map((m) => (
          <li key={m}>
            {methodName(m)}
            <InfoTip label={t('risk.var.about', { name: methodName(m) })}>
              {t(`risk.var.tips.${m}`)}
            </InfoTip>
          </li>
        ))}
        <li>
          {t('risk.var.esName')}
          <InfoTip label={t('risk.var.about', { name: t('risk.var.esName') })}>
            {t('risk.var.tips.es')}
          </InfoTip>
        </li>
      </ul>
      <TableScroll label={t('risk.var.title')}>
        <table className="data-table risk-table" data-testid="risk-var-table">
          <caption className="visually-hidden">{t('risk.var.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('risk.var.method')}</th>
              <th scope="col">{t('risk.var.horizon')}</th>
              {VAR_LEVEL_ORDER.map((level) => [
                <th key={`v${level}`} scope="col" className="num">
                  {t('risk.var.varAt', { level: formatLevel(level) })}
                </th>,
                <th key={`e${level}`} scope="col" className="num">
                  {t('risk.var.esAt', { level: formatLevel(level) })}
                </th>,
              ])}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.method}-${row.horizonDays}`} data-method={row.method}>
                <th scope="row" className="risk-method">
                  {methodName(row.method)}
                  {row.method === 'monte_carlo' && (
                    <span className="holding-source">
                      {t('risk.var.monteCarloNote', {
                        paths: formatCount(mc.paths),
                        seed: mc.seed,
                      })}
                    </span>
                  )}
                </th>
                <td>{t('risk.var.day', { count: row.horizonDays })}</td>
                {row.cells.map((cell, i) => [
                  <td
                    key={`v${i}`}
                    className="num"
                    data-testid={`var-${row.method}-${row.horizonDays}-${i}`}
                  >
                    {cell ? formatUsd(cell.var) : '—'}
                  </td>,
                  <td key={`e${i}`} className="num">
                    {cell ? formatUsd(cell.es) : '—'}
                  </td>,
                ])}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  )
}
