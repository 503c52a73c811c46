import type { CSSProperties, ReactNode } from 'react'

/** One shimmering block. */
export function Skeleton({
  width,
  height,
  className = '',
}: {
  width?: string
  height?: string
  className?: string
}) {
  const style: CSSProperties = {}
  if (width) style.width = width
  if (height) style.height = height
  return <span className={`skeleton ${className}`} style={style} aria-hidden="true" />
}

/** Wrapper announcing that content is loading. */
export function SkeletonRegion({
  label,
  children,
  className = '',
}: {
  label: string
  children: ReactNode
  className?: string
}) {
  return (
    <div
      className={`skeleton-region ${className}`}
      role="status"
      aria-busy="true"
      aria-label={label}
    >
      {children}
    </div>
  )
}
