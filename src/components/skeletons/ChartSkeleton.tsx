import { useTranslation } from 'react-i18next'
import type { Timeframe } from '../../../protocol/index.ts'
import { Skeleton, SkeletonRegion } from './Skeleton.tsx'

export const CHART_INTERVALS: readonly Timeframe[] = ['1m', '5m', '1h', '1d']

const BARS = [40, 55, 48, 62, 70, 58, 66, 80, 72, 60, 68, 76, 64, 58, 50, 62, 74, 82, 70, 66]

export function ChartSkeleton({ label }: { label?: string }) {
  const { t } = useTranslation()
  return (
    <SkeletonRegion label={label ?? t('components.skeleton.chart')} className="skeleton-chart">
      <div className="skeleton-chart-intervals" aria-hidden="true">
        {CHART_INTERVALS.map((i) => (
          <span key={i} className="skeleton-chip">
            {i}
          </span>
        ))}
      </div>
      <div className="skeleton-chart-bars">
        {BARS.map((h, i) => (
          <Skeleton key={i} height={`${h}%`} className="skeleton-bar" />
        ))}
      </div>
    </SkeletonRegion>
  )
}
