import { useTranslation } from 'react-i18next'
import { ChartSkeleton } from './ChartSkeleton.tsx'
import { Skeleton, SkeletonRegion } from './Skeleton.tsx'
import { TableSkeleton } from './TableSkeleton.tsx'

export function DashboardSkeleton() {
  const { t } = useTranslation()
  return (
    <SkeletonRegion label={t('components.skeleton.dashboard')} className="skeleton-dashboard">
      <div className="skeleton-cards">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="skeleton-card">
            <Skeleton width="50%" height="0.75rem" />
            <Skeleton width="70%" height="1.4rem" />
          </div>
        ))}
      </div>
      <ChartSkeleton />
      <TableSkeleton rows={5} />
    </SkeletonRegion>
  )
}
