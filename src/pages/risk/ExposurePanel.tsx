import { useTranslation } from 'react-i18next'
import type { RiskReport } from '../../../protocol/analytics.ts'
import { InfoTip } from '../../components/InfoTip.tsx'
import { TableScroll } from '../../components/TableScroll.tsx'
import { formatShare, formatTimes, formatUsd } from './risk-format.ts'

/** Long, short, gross and net exposure, leverage and margin use, then the split by asset class. */
export function ExposurePanel({ exposure }: { exposure: RiskReport['exposure'] }) {
  const { t } = useTranslation()
  const figures = [
    ['long', formatUsd(exposure.long)],
    ['short', formatUsd(Math.abs(exposure.short))],
    ['gross', formatUsd(exposure.gross)],
    ['net', formatUsd(exposure.net)],
    ['grossLeverage', formatTimes(exposure.grossLeverage)],
    ['netLeverage', formatTimes(exposure.netLeverage)],
    ['marginUsed', formatUsd(exposure.marginUsed)],
    ['marginUsage', formatShare(exposure.marginUsage)],
  ] as const
  const tipOf = (key: (typeof figures)[number][0]) => {
    if (key === 'grossLeverage' || key === 'netLeverage') return t('risk.exposure.leverageTip')
    if (key === 'marginUsage') return t('risk.exposure.marginTip')
    return null
  }
  return (
    <section className="panel" aria-labelledby="risk-exposure-title">
      <div className="panel-header">
        <h2 id="risk-exposure-title">{t('risk.exposure.title')}</h2>
      </div>
      <dl className="stat-grid">
        {figures.map(([key, text]) => {
          const tip = tipOf(key)
          return (
            <div key={key} className="stat" data-testid={`risk-exposure-${key}`}>
              <dt>
                {t(`risk.exposure.${key}`)}
                {tip && (
                  <InfoTip label={t('risk.var.about', { name: t(`risk.exposure.${key}`) })}>
                    {tip}
                  </InfoTip>
                )}
              </dt>
              <dd>{text}</dd>
            </div>
          )
        })}
      </dl>
      <TableScroll label={t('risk.exposure.byClass')}>
        <table className="data-table risk-table">
          <caption className="visually-hidden">{t('risk.exposure.byClass')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('risk.exposure.assetClass')}</th>
              <th scope="col" className="num">
                {t('risk.exposure.long')}
              </th>
              <th scope="col" className="num">
                {t('risk.exposure.short')}
              </th>
              <th scope="col" className="num">
                {t('risk.exposure.net')}
              </th>
              <th scope="col" className="num">
                {t('risk.exposure.gross')}
              </th>
            </tr>
          </thead>
          <tbody>
            {exposure.byClass.map((c) => (
              <tr key={c.assetClass}>
                <th scope="row">{t(`risk.exposure.classes.${c.assetClass}`)}</th>
                <td className="num">{formatUsd(c.long)}</td>
                <td className="num">{formatUsd(Math.abs(c.short))}</td>
                <td className="num">{formatUsd(c.net)}</td>
                <td className="num">{formatUsd(c.gross)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  )
}
