import { useTranslation } from 'react-i18next'
import { Skeleton, SkeletonRegion } from './Skeleton.tsx'

export function ListSkeleton({ items = 5, label }: { items?: number; label?: string }) {
  const { t } = useTranslation()
  return (
    <SkeletonRegion label={label ?? t('components.skeleton.list')} className="skeleton-list">
      {Array.from({ length: items }, (_, i) => (
        <div key={i} className="skeleton-list-item">
          <Skeleton width="2rem" height="2rem" className="skeleton-round" />
          <div className="skeleton-stack">
            <Skeleton width="60%" height="0.85rem" />
            <Skeleton width="35%" height="0.7rem" />
          </div>
        </div>
      ))}
    </SkeletonRegion>
  )
}
