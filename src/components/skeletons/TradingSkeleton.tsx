import { ChartSkeleton } from './ChartSkeleton.tsx'
import { FormSkeleton } from './FormSkeleton.tsx'
import { SkeletonRegion } from './Skeleton.tsx'
import { TableSkeleton } from './TableSkeleton.tsx'

export function TradingSkeleton() {
  return (
    <SkeletonRegion label="Loading trading" className="skeleton-trading">
      <ChartSkeleton />
      <TableSkeleton rows={12} columns={3} label="Loading order book" />
      <FormSkeleton fields={4} label="Loading order form" />
    </SkeletonRegion>
  )
}
