import { useTranslation } from 'react-i18next'
import type { BacktestStats } from '../../../protocol/index.ts'
import { InfoTip } from '../../components/InfoTip.tsx'
import { money, pct, ratio, share, tone } from '../strategy-studio/strategy-format.ts'

export const STAT_ROWS = [
  { key: 'totalReturn', show: (s: BacktestStats) => pct(s.totalReturn), tone: true },
  { key: 'annualisedReturn', show: (s: BacktestStats) => pct(s.annualisedReturn), tone: true },
  { key: 'sharpe', show: (s: BacktestStats) => ratio(s.sharpe) },
  { key: 'sortino', show: (s: BacktestStats) => ratio(s.sortino) },
  { key: 'calmar', show: (s: BacktestStats) => ratio(s.calmar) },
  { key: 'maxDrawdown', show: (s: BacktestStats) => pct(-Math.abs(s.maxDrawdown)) },
  { key: 'trades', show: (s: BacktestStats) => String(s.trades) },
  { key: 'winRate', show: (s: BacktestStats) => share(s.winRate) },
  { key: 'profitFactor', show: (s: BacktestStats) => ratio(s.profitFactor) },
  { key: 'exposure', show: (s: BacktestStats) => share(s.exposure) },
  { key: 'fees', show: (s: BacktestStats) => money(s.fees) },
  { key: 'buyAndHold', show: (s: BacktestStats) => pct(s.buyAndHoldReturn), tone: true },
] as const

const toneOf = (row: (typeof STAT_ROWS)[number], s: BacktestStats): string => {
  if (!('tone' in row)) return ''
  if (row.key === 'totalReturn') return tone(s.totalReturn)
  if (row.key === 'annualisedReturn') return tone(s.annualisedReturn)
  return tone(s.buyAndHoldReturn)
}

/** The report's figures, each with its formula behind an info tip. */
export function StatsGrid({ stats }: { stats: BacktestStats }) {
  const { t } = useTranslation()
  const k = 'strategies.backtesting.stats'
  return (
    <section className="stg-stats" aria-labelledby="bt-stats-title">
      <h3 id="bt-stats-title">{t(`${k}.title`)}</h3>
      <dl className="stg-stats-grid" data-testid="backtest-stats">
        {STAT_ROWS.map((row) => {
          const name = t(`${k}.${row.key}`)
          return (
            <div key={row.key} className="stg-stat" data-testid={`stat-${row.key}`}>
              <dt>
                {name}
                <InfoTip label={t('analytics.about', { name })}>{t(`${k}.${row.key}Tip`)}</InfoTip>
              </dt>
              <dd className={toneOf(row, stats)} data-testid={`stat-${row.key}-value`}>
                {row.show(stats)}
              </dd>
            </div>
          )
        })}
      </dl>
    </section>
  )
}
