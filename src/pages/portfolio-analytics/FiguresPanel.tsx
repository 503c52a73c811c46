import { useTranslation } from 'react-i18next'
import type { AnalyticsReport } from '../../../protocol/index.ts'
import { Figure } from './Figure.tsx'
import {
  formatDay,
  formatLevel,
  formatMonth,
  formatRatio,
  formatReturn,
  NO_VALUE,
} from './format.ts'

type Dated = AnalyticsReport['metrics']['bestDay']

const datedValue = (d: Dated): string => (d ? formatReturn(d.r) : NO_VALUE)

/** Every figure of the answer, grouped, each with its definition behind an info tip. */
export function FiguresPanel({ report }: { report: AnalyticsReport }) {
  const { t } = useTranslation()
  const m = report.metrics
  const symbol = report.benchmark
  const dd = m.maxDrawdown
  const ddDetail = dd
    ? dd.recovery === null
      ? t('analytics.figures.notRecovered', {
          peak: formatDay(dd.peak),
          trough: formatDay(dd.trough),
          days: dd.days,
        })
      : t('analytics.figures.drawdownDates', {
          peak: formatDay(dd.peak),
          trough: formatDay(dd.trough),
          recovery: formatDay(dd.recovery),
          days: dd.days,
        })
    : undefined
  const on = (d: Dated, day: (ms: number) => string) => (d ? day(d.time) : undefined)

  return (
    <section className="analytics-figures" aria-labelledby="analytics-figures-title">
      <h2 id="analytics-figures-title" className="visually-hidden">
        {t('analytics.figures.title')}
      </h2>
      <div className="panel">
        <h3>{t('analytics.figures.returnsTitle')}</h3>
        <dl className="analytics-grid">
          <Figure
            testId="figure-twr"
            name={t('analytics.figures.twr')}
            tip={t('analytics.figures.twrTip')}
            value={formatReturn(m.twr)}
            tone={m.twr}
          />
          <Figure
            testId="figure-mwr"
            name={t('analytics.figures.mwr')}
            tip={t('analytics.figures.mwrTip')}
            value={formatReturn(m.mwr)}
            tone={m.mwr}
          />
        </dl>
        <p className="analytics-why">{t('analytics.figures.why')}</p>
        <dl className="analytics-grid">
          <Figure
            testId="figure-annualised-return"
            name={t('analytics.figures.annualisedReturn')}
            tip={t('analytics.figures.annualisedReturnTip')}
            value={formatReturn(m.annualisedReturn)}
            tone={m.annualisedReturn}
          />
          <Figure
            testId="figure-volatility"
            name={t('analytics.figures.annualisedVolatility')}
            tip={t('analytics.figures.annualisedVolatilityTip')}
            value={formatLevel(m.annualisedVolatility)}
          />
        </dl>
      </div>
      <div className="panel">
        <h3>{t('analytics.figures.ratiosTitle')}</h3>
        <dl className="analytics-grid">
          <Figure
            testId="figure-sharpe"
            name={t('analytics.figures.sharpe')}
            tip={t('analytics.figures.sharpeTip')}
            value={formatRatio(m.sharpe)}
            tone={m.sharpe}
          />
          <Figure
            testId="figure-sortino"
            name={t('analytics.figures.sortino')}
            tip={t('analytics.figures.sortinoTip')}
            value={formatRatio(m.sortino)}
            tone={m.sortino}
          />
          <Figure
            testId="figure-calmar"
            name={t('analytics.figures.calmar')}
            tip={t('analytics.figures.calmarTip')}
            value={formatRatio(m.calmar)}
            tone={m.calmar}
          />
          <Figure
            testId="figure-omega"
            name={t('analytics.figures.omega')}
            tip={t('analytics.figures.omegaTip')}
            value={formatRatio(m.omega)}
          />
          <Figure
            testId="figure-max-drawdown"
            name={t('analytics.figures.maxDrawdown')}
            tip={t('analytics.figures.maxDrawdownTip')}
            value={formatReturn(dd?.depth ?? 0)}
            tone={dd?.depth ?? null}
            detail={ddDetail}
          />
          <Figure
            testId="figure-beta"
            name={t('analytics.figures.beta', { symbol })}
            tip={t('analytics.figures.betaTip')}
            value={formatRatio(m.beta)}
          />
          <Figure
            testId="figure-correlation"
            name={t('analytics.figures.correlation', { symbol })}
            tip={t('analytics.figures.correlationTip')}
            value={formatRatio(m.correlation)}
          />
        </dl>
      </div>
      <div className="panel">
        <h3>{t('analytics.figures.extremesTitle')}</h3>
        <dl className="analytics-grid">
          <Figure
            testId="figure-best-day"
            name={t('analytics.figures.bestDay')}
            tip={t('analytics.figures.dayTip')}
            value={datedValue(m.bestDay)}
            tone={m.bestDay?.r ?? null}
            detail={on(m.bestDay, formatDay)}
          />
          <Figure
            testId="figure-worst-day"
            name={t('analytics.figures.worstDay')}
            tip={t('analytics.figures.dayTip')}
            value={datedValue(m.worstDay)}
            tone={m.worstDay?.r ?? null}
            detail={on(m.worstDay, formatDay)}
          />
          <Figure
            testId="figure-best-month"
            name={t('analytics.figures.bestMonth')}
            tip={t('analytics.figures.monthTip')}
            value={datedValue(m.bestMonth)}
            tone={m.bestMonth?.r ?? null}
            detail={on(m.bestMonth, formatMonth)}
          />
          <Figure
            testId="figure-worst-month"
            name={t('analytics.figures.worstMonth')}
            tip={t('analytics.figures.monthTip')}
            value={datedValue(m.worstMonth)}
            tone={m.worstMonth?.r ?? null}
            detail={on(m.worstMonth, formatMonth)}
          />
        </dl>
      </div>
    </section>
  )
}
