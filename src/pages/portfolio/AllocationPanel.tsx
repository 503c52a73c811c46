import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AssetClass, PortfolioSummary } from '../../../protocol/index.ts'
import { useSymbolLookup } from '../../data/symbols.ts'
import { formatMoney } from '../../lib/format.ts'
import { localFormat } from '../../lib/number-locale.ts'
import { allocationByAsset, allocationByClass, CASH, OTHER, type Slice } from './allocation.ts'
import { Donut, swatchClass } from './Donut.tsx'
import '../../styles/portfolio.css'

type View = 'asset' | 'class'

const formatShare = (share: number): string =>
  localFormat('share', {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(share)

/** Allocation by asset or by asset class: the ring and the same figures as a table. */
export function AllocationPanel({
  valuation,
  currency,
}: {
  valuation: PortfolioSummary | null
  currency: string
}) {
  const { t } = useTranslation()
  const titleId = useId()
  const [view, setView] = useState<View>('asset')
  const lookup = useSymbolLookup()
  const slices: Slice[] | null = valuation
    ? view === 'asset'
      ? allocationByAsset(valuation)
      : allocationByClass(valuation, (s) => lookup(s)?.assetClass ?? null)
    : null
  const nameOf = (key: string): string => {
    if (key === CASH) return t('portfolio.allocation.cash')
    if (view === 'asset') return key
    if (key === OTHER) return t('portfolio.allocation.other')
    // In the class view every other key is an asset class (allocationByClass).
    return t(`portfolio.allocation.classes.${key as AssetClass}`)
  }
  const viewName =
    view === 'asset' ? t('portfolio.allocation.byAsset') : t('portfolio.allocation.byClass')

  return (
    <section className="panel allocation" aria-labelledby={titleId} data-testid="allocation">
      <header className="panel-header portfolio-panel-header">
        <h2 id={titleId}>{t('portfolio.allocation.title')}</h2>
        <div className="tf-chips" role="group" aria-label={t('portfolio.allocation.title')}>
          {(['asset', 'class'] as const).map((v) => (
            <button
              key={v}
              type="button"
              className="tf-chip"
              aria-pressed={v === view}
              onClick={() => setView(v)}
            >
              {v === 'asset'
                ? t('portfolio.allocation.byAsset')
                : t('portfolio.allocation.byClass')}
            </button>
          ))}
        </div>
      </header>
      {slices === null && <p className="empty">{t('portfolio.allocation.waiting')}</p>}
      {slices?.length === 0 && <p className="empty">{t('portfolio.allocation.none')}</p>}
      {slices && slices.length > 0 && (
        <div className="allocation-body">
          <Donut
            slices={slices}
            label={t('portfolio.allocation.chart', {
              view: viewName,
              summary: slices.map((s) => `${nameOf(s.key)} ${formatShare(s.share)}`).join(', '),
            })}
          />
          <table className="data-table allocation-table" data-testid={`allocation-${view}`}>
            <caption className="visually-hidden">
              {t('portfolio.allocation.table', { view: viewName })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('portfolio.allocation.name')}</th>
                <th scope="col" className="num">
                  {t('portfolio.allocation.value')}
                </th>
                <th scope="col" className="num">
                  {t('portfolio.allocation.share')}
                </th>
              </tr>
            </thead>
            <tbody>
              {slices.map((s, i) => (
                <tr key={s.key} data-testid={`allocation-row-${s.key}`}>
                  <th scope="row">
                    <span className={swatchClass(i)} aria-hidden="true" />
                    {nameOf(s.key)}
                  </th>
                  <td className="num">{formatMoney(s.value, currency)}</td>
                  <td className="num">{formatShare(s.share)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
