import type { ReactNode } from 'react'

/**
 * A table that may scroll sideways on a narrow screen: a named region in the tab order, so
 * keyboard users can scroll it too.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  )
}
