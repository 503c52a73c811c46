import { useEffect, useRef } from 'react'
import { formatPrice } from '../../lib/format.ts'

const FLASH_TIMING: KeyframeAnimationOptions = { duration: 700, easing: 'ease-out' }
const FLASH_UP: Keyframe[] = [
  { backgroundColor: 'var(--up-soft)', color: 'var(--up)' },
  { backgroundColor: 'transparent' },
]
const FLASH_DOWN: Keyframe[] = [
  { backgroundColor: 'var(--down-soft)', color: 'var(--down-text)' },
  { backgroundColor: 'transparent' },
]

const reducedMotion = (): boolean => matchMedia('(prefers-reduced-motion: reduce)').matches

/** The last price; flashes green or red on a change by toggling a class on its own node. */
export function PriceCell({ symbol, price }: { symbol: string; price: number | null }) {
  const ref = useRef<HTMLTableCellElement>(null)
  const previous = useRef<number | null>(null)
  const flash = useRef<Animation | null>(null)
  useEffect(() => {
    const el = ref.current
    const before = previous.current
    previous.current = price
    if (!el || before === null || price === null || before === price || reducedMotion()) return
    // A Web Animation restarts without forcing a layout (a class toggle needs a reflow).
    flash.current?.cancel()
    flash.current = el.animate(price > before ? FLASH_UP : FLASH_DOWN, FLASH_TIMING)
  }, [price])
  return (
    <td ref={ref} className="num price-cell" data-testid={`price-${symbol}`}>
      {price === null ? '—' : formatPrice(price)}
    </td>
  )
}
