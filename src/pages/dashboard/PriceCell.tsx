import { useEffect, useRef } from 'react'
import { formatPrice } from '../../lib/format.ts'

/** The last price; flashes green or red on a change by toggling a class on its own node. */
export function PriceCell({ symbol, price }: { symbol: string; price: number | null }) {
  const ref = useRef<HTMLTableCellElement>(null)
  const previous = useRef<number | null>(null)
  useEffect(() => {
    const el = ref.current
    const before = previous.current
    previous.current = price
    if (!el || before === null || price === null || before === price) return
    el.classList.remove('flash-up', 'flash-down')
    void el.offsetWidth // restart the animation
    el.classList.add(price > before ? 'flash-up' : 'flash-down')
  }, [price])
  return (
    <td ref={ref} className="num price-cell" data-testid={`price-${symbol}`}>
      {price === null ? '—' : formatPrice(price)}
    </td>
  )
}
