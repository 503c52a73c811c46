import { useTranslation } from 'react-i18next'
import type { OptionValue } from '../../../protocol/options/black.ts'
import type { PayoffExtreme, PayoffSummary } from '../../../protocol/options/payoff.ts'
import { InfoTip } from '../../components/InfoTip.tsx'
import { formatMoney, formatSignedMoney } from '../../lib/format.ts'
import { formatContracts, formatGreek } from './options-format.ts'

type Greeks = Omit<OptionValue, 'price'>
type FigureKey = 'breakEvens' | 'maxProfit' | 'maxLoss' | 'netPremium'
const GREEKS = ['delta', 'gamma', 'vega', 'theta'] as const

/** Break-evens, largest profit and loss, net premium and net greeks, each with its formula. */
export function StrategyFigures({ summary, greeks }: { summary: PayoffSummary; greeks: Greeks }) {
  const { t } = useTranslation()
  const extreme = (e: PayoffExtreme) =>
    e.unbounded ? t('options.figures.unlimited') : formatMoney(e.amount)
  const premium = summary.netPremium
  const rows: [key: FigureKey, value: string][] = [
    [
      'breakEvens',
      summary.breakEvens.length === 0
        ? t('options.figures.none')
        : summary.breakEvens.map((b) => formatContracts(Math.round(b * 100) / 100)).join(' · '),
    ],
    ['maxProfit', extreme(summary.maxProfit)],
    ['maxLoss', extreme(summary.maxLoss)],
    [
      'netPremium',
      premium >= 0
        ? t('options.figures.debit', { amount: formatMoney(premium) })
        : t('options.figures.credit', { amount: formatMoney(-premium) }),
    ],
  ]
  return (
    <dl className="strategy-figures" data-testid="strategy-figures">
      {rows.map(([key, value]) => (
        <div key={key} className="strategy-figure" data-testid={`figure-${key}`}>
          <dt>
            {t(`options.figures.${key}`)}{' '}
            <InfoTip label={t('options.figures.about', { name: t(`options.figures.${key}`) })}>
              {t(`options.figures.${key}Info`)}
            </InfoTip>
          </dt>
          <dd data-testid={`figure-${key}-value`}>{value}</dd>
        </div>
      ))}
      {GREEKS.map((g) => (
        <div key={g} className="strategy-figure" data-testid={`figure-net-${g}`}>
          <dt>
            {t('options.figures.net', { greek: t(`options.columns.${g}`) })}{' '}
            <InfoTip label={t('options.figures.about', { name: t(`options.columns.${g}`) })}>
              {t(`options.greeksInfo.${g}`)}
            </InfoTip>
          </dt>
          <dd>{g === 'theta' ? formatSignedMoney(greeks[g]) : formatGreek(greeks[g])}</dd>
        </div>
      ))}
    </dl>
  )
}
