import { useTranslation } from 'react-i18next'
import type { ConvergenceResult } from '../../../workers/engine/api.ts'
import { TableScroll } from '../../components/TableScroll.tsx'
import { formatCount, formatError, formatUsd } from '../risk/risk-format.ts'

/** Per path count: each sampler's VaR and its error against the reference. */
export function ConvergenceTable({ result }: { result: ConvergenceResult }) {
  const { t } = useTranslation()
  const pseudo = t('risk.quantum.pseudoShort')
  const sobol = t('risk.quantum.sobolShort')
  return (
    <TableScroll label={t('risk.quantum.caption')}>
      <table className="data-table risk-table" data-testid="convergence-table">
        <caption className="visually-hidden">{t('risk.quantum.caption')}</caption>
        <thead>
          <tr>
            <th scope="col" className="num">
              {t('risk.quantum.paths')}
            </th>
            <th scope="col" className="num">
              {t('risk.quantum.varOf', { method: pseudo })}
            </th>
            <th scope="col" className="num">
              {t('risk.quantum.errorOf', { method: pseudo })}
            </th>
            <th scope="col" className="num">
              {t('risk.quantum.varOf', { method: sobol })}
            </th>
            <th scope="col" className="num">
              {t('risk.quantum.errorOf', { method: sobol })}
            </th>
          </tr>
        </thead>
        <tbody>
          {result.points.map((p) => (
            <tr key={p.paths} data-testid="convergence-row">
              <th scope="row" className="num">
                {formatCount(p.paths)}
              </th>
              <td className="num">{formatUsd(p.pseudo.var)}</td>
              <td className="num" data-testid="error-pseudo" data-value={p.pseudo.error}>
                {formatError(p.pseudo.error)}
              </td>
              <td className="num">{formatUsd(p.sobol.var)}</td>
              <td className="num" data-testid="error-sobol" data-value={p.sobol.error}>
                {formatError(p.sobol.error)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  )
}
