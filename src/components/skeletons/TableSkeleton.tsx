import { useTranslation } from 'react-i18next'
import { Skeleton, SkeletonRegion } from './Skeleton.tsx'

export function TableSkeleton({
  rows = 6,
  columns = 5,
  label,
}: {
  rows?: number
  columns?: number
  label?: string
}) {
  const { t } = useTranslation()
  return (
    <SkeletonRegion label={label ?? t('components.skeleton.table')} className="skeleton-table">
      {Array.from({ length: rows }, (_, r) => (
        <div className="skeleton-row" key={r}>
          {Array.from({ length: columns }, (_, c) => (
            <Skeleton key={c} height="0.9rem" />
          ))}
        </div>
      ))}
    </SkeletonRegion>
  )
}
