import type { Position } from '../../../protocol/trading.ts'
import type { CloseRequest } from './ClosePositionDialog.tsx'

/** Close and Close part, named with the position so a screen reader knows which. */
export function PositionActions({
  position,
  onClose,
}: {
  position: Position
  onClose: (request: CloseRequest) => void
}) {
  const name = `${position.symbol} ${position.side}`
  return (
    <td>
      <div className="position-actions">
        <button
          type="button"
          className="btn btn-small"
          aria-label={`Close ${name}`}
          onClick={() => onClose({ position, mode: 'whole' })}
        >
          Close
        </button>
        <button
          type="button"
          className="btn btn-small"
          aria-label={`Close part of ${name}`}
          onClick={() => onClose({ position, mode: 'part' })}
        >
          Close part
        </button>
      </div>
    </td>
  )
}
