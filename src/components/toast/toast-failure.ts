import type { EngineFailure } from '../../../workers/engine/api.ts'
import { failureMessages } from './failure-messages.ts'
import { toast } from './toast.ts'

/** Shows an engine failure as error toasts (one per field on a 422). */
export function toastFailure(failure: EngineFailure): void {
  for (const message of failureMessages(failure)) toast.error(message)
}
