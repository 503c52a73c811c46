import { useTranslation } from 'react-i18next'
import { FormSkeleton } from './FormSkeleton.tsx'
import { Skeleton, SkeletonRegion } from './Skeleton.tsx'

export function ProfileSkeleton() {
  const { t } = useTranslation()
  return (
    <SkeletonRegion label={t('components.skeleton.profile')} className="skeleton-profile">
      <div className="skeleton-list-item">
        <Skeleton width="4rem" height="4rem" className="skeleton-round" />
        <div className="skeleton-stack">
          <Skeleton width="12rem" height="1.1rem" />
          <Skeleton width="8rem" height="0.8rem" />
        </div>
      </div>
      <FormSkeleton fields={3} />
    </SkeletonRegion>
  )
}
