import { useTranslation } from 'react-i18next'
import { Skeleton, SkeletonRegion } from './Skeleton.tsx'

export function FormSkeleton({ fields = 4, label }: { fields?: number; label?: string }) {
  const { t } = useTranslation()
  return (
    <SkeletonRegion label={label ?? t('components.skeleton.form')} className="skeleton-form">
      {Array.from({ length: fields }, (_, i) => (
        <div key={i} className="skeleton-field">
          <Skeleton width="30%" height="0.75rem" />
          <Skeleton height="2.25rem" />
        </div>
      ))}
      <Skeleton width="8rem" height="2.25rem" />
    </SkeletonRegion>
  )
}
