import { useTranslation } from 'react-i18next'
import { Skeleton, SkeletonRegion } from './Skeleton.tsx'
import { TableSkeleton } from './TableSkeleton.tsx'

export function PortfolioSkeleton({ label }: { label?: string }) {
  const { t } = useTranslation()
  return (
    <SkeletonRegion
      label={label ?? t('components.skeleton.portfolio')}
      className="skeleton-portfolio"
    >
      <div className="skeleton-cards">
        {[0, 1, 2].map((i) => (
          <div key={i} className="skeleton-card">
            <Skeleton width="40%" height="0.75rem" />
            <Skeleton width="65%" height="1.4rem" />
          </div>
        ))}
      </div>
      <TableSkeleton rows={4} columns={5} label={t('components.skeleton.holdings')} />
    </SkeletonRegion>
  )
}
