import { useAtom } from './store.ts'
import { applyUpdateAtom } from './sw-update-atoms.ts'

export function UpdatePrompt() {
  const [apply, setApply] = useAtom(applyUpdateAtom)
  if (!apply) return null
  return (
    <div className="update-prompt" role="status" data-testid="update-prompt">
      <span>A new version is available.</span>
      <button type="button" className="btn btn-primary" onClick={() => apply()}>
        Refresh
      </button>
      <button type="button" className="btn" onClick={() => setApply(null)}>
        Later
      </button>
    </div>
  )
}
