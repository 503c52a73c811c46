import { useId, useState, type ReactNode } from 'react'
import '../styles/info-tip.css'

/**
 * A figure's definition behind a small "i" button: shown on hover, on keyboard focus and on
 * click or tap (so it works on a phone); Escape hides it. The text stays in the page, hidden, so
 * a screen reader reads it as the button's description.
 */
export function InfoTip({ label, children }: { label: string; children: ReactNode }) {
  const id = useId()
  const [open, setOpen] = useState(false)
  return (
    <span className="info-tip" onMouseLeave={() => setOpen(false)}>
      <button
        type="button"
        className="info-tip-button"
        aria-label={label}
        aria-describedby={id}
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        onMouseEnter={() => setOpen(true)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setOpen(false)
        }}
      />
      <span id={id} role="tooltip" className="info-tip-text" hidden={!open}>
        {children}
      </span>
    </span>
  )
}
