import { useRef, type KeyboardEvent, type PointerEvent } from 'react'
import { appStore } from '../../app/store.ts'
import { resized, SIZE_BOUNDS, type SizeKey } from './layout-sizes.ts'
import { useWorkspaceSizes, workspaceSizesAtom } from './workspace-sizes.ts'

const KEY_STEP = 16

/**
 * A drag handle between two panels (WAI-ARIA window splitter): drag with a pointer, or focus it
 * and use the arrow keys, Home and End. `sign` says which way growing the panel moves the
 * handle (the book and ticket columns grow leftwards, the bottom panel upwards).
 */
export function Splitter({
  panel,
  orientation,
  label,
}: {
  panel: SizeKey
  orientation: 'vertical' | 'horizontal'
  label: string
}) {
  const start = useRef<{ pos: number; size: number } | null>(null)
  const size = useWorkspaceSizes()[panel]
  const vertical = orientation === 'vertical'

  const set = (next: number) => {
    const current = appStore.get(workspaceSizesAtom)
    appStore.set(workspaceSizesAtom, resized(current, panel, next - current[panel]))
  }
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId)
    start.current = {
      pos: vertical ? e.clientX : e.clientY,
      size: appStore.get(workspaceSizesAtom)[panel],
    }
  }
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!start.current) return
    // Handles sit before (left of / above) the panel they size: moving them back grows it.
    const moved = (vertical ? e.clientX : e.clientY) - start.current.pos
    set(start.current.size - moved)
  }
  const onPointerUp = () => {
    start.current = null
  }
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const current = appStore.get(workspaceSizesAtom)[panel]
    const grow = vertical ? 'ArrowLeft' : 'ArrowUp'
    const shrink = vertical ? 'ArrowRight' : 'ArrowDown'
    if (e.key === grow) set(current + KEY_STEP)
    else if (e.key === shrink) set(current - KEY_STEP)
    else if (e.key === 'Home') set(SIZE_BOUNDS[panel].min)
    else if (e.key === 'End') set(SIZE_BOUNDS[panel].max)
    else return
    e.preventDefault()
  }

  return (
    <div
      role="separator"
      tabIndex={0}
      aria-label={label}
      aria-orientation={orientation}
      aria-valuemin={SIZE_BOUNDS[panel].min}
      aria-valuemax={SIZE_BOUNDS[panel].max}
      aria-valuenow={size}
      className={`splitter splitter-${orientation}`}
      data-splitter={panel}
      data-testid={`splitter-${panel}`}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
    />
  )
}
