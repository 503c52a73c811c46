import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { i18n } from '../../../../src/i18n/index.ts'
import { FiguresPanel } from '../../../../src/pages/portfolio-analytics/FiguresPanel.tsx'
import { MonthlyHeatmap } from '../../../../src/pages/portfolio-analytics/MonthlyHeatmap.tsx'
import { ReportView } from '../../../../src/pages/portfolio-analytics/ReportView.tsx'
import { reportFixture } from './report-fixture.ts'

beforeAll(async () => {
  await i18n.changeLanguage('en')
})

const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

describe('analytics report view', () => {
  it('shows each figure with its value and its formula in the info tip', () => {
    const text = textOf(
      renderToStaticMarkup(createElement(FiguresPanel, { report: reportFixture() })),
    )
    expect(text).toContain('Time-weighted return')
    expect(text).toContain('+1.23%')
    expect(text).toContain('Sharpe ratio')
    expect(text).toContain('1.23')
    expect(text).toContain(
      'Sharpe = mean(r − r_f) / sd(r − r_f) × √N, sd with n − 1, r_f per period = (1 + R_f)^(1/N) − 1',
    )
    expect(text).toContain('−4.21%')
    expect(text).toContain('Peak 2025-11-04, trough 2025-11-11, not recovered (86 days so far)')
    expect(text).toContain('Beta against BTC-USD')
    expect(text).toContain('0.42')
  })

  it('writes the recovery day of a drawdown that recovered', () => {
    const base = reportFixture()
    const dd = base.metrics.maxDrawdown
    const report = reportFixture(90, {
      metrics: { ...base.metrics, maxDrawdown: dd && { ...dd, recovery: Date.UTC(2025, 11, 2) } },
    })
    const text = textOf(renderToStaticMarkup(createElement(FiguresPanel, { report })))
    expect(text).toContain('recovered 2025-12-02 (86 days)')
  })

  it('is a real table: years as row headers, months as column headers, totals last', () => {
    const html = renderToStaticMarkup(createElement(MonthlyHeatmap, { report: reportFixture() }))
    expect(html.match(/<th scope="col"/g)).toHaveLength(14)
    expect(html).toContain('<th scope="row">2025</th>')
    expect(html).toContain('<th scope="row">2026</th>')
    expect(html).toContain('abbr="November"')
    expect(textOf(html)).toContain('−1.5')
    expect(html).toContain('role="region"')
  })

  it('says there is not enough history instead of figures with fewer than two returns', () => {
    const base = reportFixture(2)
    const report = { ...base, metrics: { ...base.metrics, periods: 1 } }
    const html = renderToStaticMarkup(createElement(ReportView, { report }))
    expect(html).toContain('data-testid="analytics-not-enough"')
    expect(html).not.toContain('data-testid="figure-sharpe"')
    expect(textOf(html)).toContain('365 periods a year: the portfolio holds crypto')
  })
})
