import { useTranslation } from 'react-i18next'
import { ChartSkeleton } from './ChartSkeleton.tsx'
import { FormSkeleton } from './FormSkeleton.tsx'
import { SkeletonRegion } from './Skeleton.tsx'
import { TableSkeleton } from './TableSkeleton.tsx'

export function TradingSkeleton() {
  const { t } = useTranslation()
  return (
    <SkeletonRegion label={t('components.skeleton.trading')} className="skeleton-trading">
      <ChartSkeleton />
      <TableSkeleton rows={12} columns={3} label={t('components.skeleton.orderBook')} />
      <FormSkeleton fields={4} label={t('components.skeleton.orderForm')} />
    </SkeletonRegion>
  )
}
