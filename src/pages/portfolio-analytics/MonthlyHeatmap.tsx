import { useTranslation } from 'react-i18next'
import type { AnalyticsReport } from '../../../protocol/index.ts'
import { TableScroll } from '../../components/TableScroll.tsx'
import { numberLocale } from '../../lib/number-locale.ts'
import { formatCell, NO_VALUE } from './format.ts'
import { heatColour, heatmapRows, heatScale } from './heatmap.ts'

/** Month names in the UI language (Intl knows them; no translation file needed). */
function monthNames(style: 'short' | 'long'): string[] {
  const f = new Intl.DateTimeFormat(numberLocale(), { month: style, timeZone: 'UTC' })
  return Array.from({ length: 12 }, (_, m) => f.format(Date.UTC(2001, m, 1)))
}

/** Years as rows, months as columns, each cell coloured by its return and the year's total last. */
export function MonthlyHeatmap({ report }: { report: AnalyticsReport }) {
  const { t } = useTranslation()
  const rows = heatmapRows(report.monthly, report.yearly)
  const largest = heatScale(rows)
  const short = monthNames('short')
  const long = monthNames('long')

  return (
    <section className="panel analytics-heatmap" aria-labelledby="analytics-heatmap-title">
      <h2 id="analytics-heatmap-title">{t('analytics.heatmap.title')}</h2>
      {rows.length === 0 ? (
        <p className="empty">{t('analytics.heatmap.empty')}</p>
      ) : (
        <TableScroll label={t('analytics.heatmap.region')}>
          <table className="data-table heatmap-table" data-testid="monthly-heatmap">
            <caption className="visually-hidden">{t('analytics.heatmap.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('analytics.heatmap.year')}</th>
                {short.map((name, i) => (
                  <th key={i} scope="col" className="num" abbr={long[i]}>
                    {name}
                  </th>
                ))}
                <th scope="col" className="num">
                  {t('analytics.heatmap.total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.year}>
                  <th scope="row">{row.year}</th>
                  {row.months.map((r, i) => (
                    <td key={i} className="num" style={{ background: heatColour(r, largest) }}>
                      {r === null ? NO_VALUE : formatCell(r)}
                    </td>
                  ))}
                  <td className="num heatmap-total">
                    {row.total === null ? NO_VALUE : formatCell(row.total)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  )
}
