import type { DemoHint } from '../../../protocol/index.ts'

type Enabled = Extract<DemoHint, { enabled: true }>

export function DemoHintBox({ hint, onUse }: { hint: Enabled; onUse: () => void }) {
  return (
    <div className="demo-hint" data-testid="demo-hint">
      <p>
        Demo admin: <code>{hint.email}</code> / <code>{hint.password}</code>
      </p>
      <p>
        Demo trader: <code>{hint.traderEmail}</code> (same password)
      </p>
      <button type="button" className="btn btn-small" onClick={onUse}>
        Use demo admin
      </button>
    </div>
  )
}
