import { useAtom, useAtomValue } from './store.ts'
import { applyUpdateAtom, updateAvailableAtom } from './sw-update-atoms.ts'

export function UpdatePrompt() {
  const [available, setAvailable] = useAtom(updateAvailableAtom)
  const apply = useAtomValue(applyUpdateAtom)
  if (!available) return null
  return (
    <div className="update-prompt" role="status" data-testid="update-prompt">
      <span>A new version is available.</span>
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => (apply ? apply() : window.location.reload())}
      >
        Refresh
      </button>
      <button type="button" className="btn" onClick={() => setAvailable(false)}>
        Later
      </button>
    </div>
  )
}
