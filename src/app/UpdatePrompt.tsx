import { useState } from 'react'
import { useAtom } from './store.ts'
import { applyUpdateAtom } from './sw-update-atoms.ts'

/** Asks before a waiting new version takes over: "Later" keeps this page exactly as it is. */
export function UpdatePrompt() {
  const [apply, setApply] = useAtom(applyUpdateAtom)
  const [updating, setUpdating] = useState(false)
  if (!apply) return null
  return (
    <div className="update-prompt" role="status" data-testid="update-prompt">
      <span>{updating ? 'Updating…' : 'A new version is available.'}</span>
      <button
        type="button"
        className="btn btn-primary"
        disabled={updating}
        onClick={() => {
          setUpdating(true)
          apply()
        }}
      >
        Refresh
      </button>
      <button type="button" className="btn" disabled={updating} onClick={() => setApply(null)}>
        Later
      </button>
    </div>
  )
}
