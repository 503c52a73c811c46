import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Backtest, BacktestSummary } from '../../../protocol/index.ts'
import { TableScroll } from '../../components/TableScroll.tsx'
import { useBacktest, useBacktests } from '../../data/strategies.ts'
import { AnalyticsChart } from '../portfolio-analytics/AnalyticsChart.tsx'
import { SelectField } from '../strategy-studio/fields.tsx'
import { money, when } from '../strategy-studio/strategy-format.ts'
import { compareColumns } from './compare-series.ts'
import { STAT_ROWS } from './StatsGrid.tsx'

const label = (r: BacktestSummary) => `${r.strategyName} · ${when(Date.parse(r.createdAt))}`
const moneyValue = (v: number) => money(v).replace(/\.\d+$/, '')

/** Two finished backtests side by side: their statistics and both equity curves. */
export function ComparePanel() {
  const { t } = useTranslation()
  const k = 'strategies.backtesting.compare'
  const runs = (useBacktests(null).data ?? []).filter(
    (r) => r.kind === 'backtest' && r.status === 'completed',
  )
  const [picked, setPicked] = useState<[string, string]>(['', ''])
  const first = picked[0] || runs[1]?.id || ''
  const second = picked[1] || runs[0]?.id || ''
  const a = useBacktest(first || undefined).data
  const b = useBacktest(second || undefined).data
  const options = [
    { value: '', label: t(`${k}.choose`) },
    ...runs.map((r) => ({ value: r.id, label: label(r) })),
  ]
  return (
    <section className="panel" aria-labelledby="bt-compare-title" data-testid="compare-panel">
      <h2 id="bt-compare-title">{t(`${k}.title`)}</h2>
      {runs.length < 2 ? (
        <p className="empty">{t(`${k}.needTwo`)}</p>
      ) : (
        <>
          <div className="stg-row">
            <SelectField
              label={t(`${k}.first`)}
              value={first}
              options={options}
              testId="compare-first"
              onChange={(v) => setPicked([v, second])}
            />
            <SelectField
              label={t(`${k}.second`)}
              value={second}
              options={options}
              testId="compare-second"
              onChange={(v) => setPicked([first, v])}
            />
          </div>
          {a?.stats && b?.stats && <CompareBody a={a} b={b} />}
        </>
      )}
    </section>
  )
}

function CompareBody({ a, b }: { a: Backtest; b: Backtest }) {
  const { t } = useTranslation()
  const k = 'strategies.backtesting.compare'
  const columns = useMemo(
    () => (a.result && b.result ? compareColumns(a.result.equity, b.result.equity) : null),
    [a, b],
  )
  const lines = useMemo(
    () => [
      { label: label(a), colour: '--primary' },
      { label: label(b), colour: '--warn' },
    ],
    [a, b],
  )
  return (
    <>
      <TableScroll label={t(`${k}.region`)}>
        <table className="data-table" data-testid="compare-table">
          <caption className="visually-hidden">{t(`${k}.caption`)}</caption>
          <thead>
            <tr>
              <th scope="col">{t(`${k}.figure`)}</th>
              <th scope="col" className="num">
                {label(a)}
              </th>
              <th scope="col" className="num">
                {label(b)}
              </th>
            </tr>
          </thead>
          <tbody>
            {STAT_ROWS.map((row) => (
              <tr key={row.key}>
                <th scope="row">{t(`strategies.backtesting.stats.${row.key}`)}</th>
                <td className="num">{a.stats ? row.show(a.stats) : ''}</td>
                <td className="num">{b.stats ? row.show(b.stats) : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {columns && (
        <AnalyticsChart
          title={t(`${k}.equity`)}
          summary={t(`${k}.equitySummary`, { first: label(a), second: label(b) })}
          columns={columns}
          lines={lines}
          value={moneyValue}
        />
      )}
    </>
  )
}
