import { useTranslation } from 'react-i18next'
import type { RiskReport } from '../../../protocol/analytics.ts'
import { InfoTip } from '../../components/InfoTip.tsx'
import { TableScroll } from '../../components/TableScroll.tsx'
import { formatCorrelation } from '../risk/risk-format.ts'
import { correlationTone } from './correlation-tone.ts'

/** The holdings' correlation matrix as a heat map that is still a table: every value printed. */
export function CorrelationTable({ correlation }: { correlation: RiskReport['correlation'] }) {
  const { t } = useTranslation()
  const { symbols, matrix } = correlation
  return (
    <section className="panel" aria-labelledby="correlation-title">
      <div className="panel-header">
        <h2 id="correlation-title">
          {t('risk.attribution.correlationTitle')}
          <InfoTip label={t('risk.var.about', { name: t('risk.attribution.correlationTitle') })}>
            {t('risk.attribution.correlationTip')}
          </InfoTip>
        </h2>
      </div>
      <TableScroll label={t('risk.attribution.correlationTitle')}>
        <table className="data-table correlation-table" data-testid="correlation-table">
          <caption className="visually-hidden">{t('risk.attribution.correlationCaption')}</caption>
          <thead>
            <tr>
              <td />
              {symbols.map((s) => (
                <th key={s} scope="col" className="num">
                  {s}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {symbols.map((row, i) => (
              <tr key={row}>
                <th scope="row">{row}</th>
                {symbols.map((col, j) => {
                  const value = matrix[i]?.[j] ?? Number.NaN
                  return (
                    <td key={col} className="num correlation-cell" style={correlationTone(value)}>
                      {Number.isFinite(value) ? formatCorrelation(value) : '—'}
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  )
}
