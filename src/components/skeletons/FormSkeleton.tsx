import { Skeleton, SkeletonRegion } from './Skeleton.tsx'

export function FormSkeleton({
  fields = 4,
  label = 'Loading form',
}: {
  fields?: number
  label?: string
}) {
  return (
    <SkeletonRegion label={label} className="skeleton-form">
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
