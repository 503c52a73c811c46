import { useTranslation } from 'react-i18next'
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
  const { t } = useTranslation()
  const name = t('positions.close.name', {
    symbol: position.symbol,
    side: t(`positions.sideInline.${position.side}`),
  })
  return (
    <td>
      <div className="position-actions">
        <button
          type="button"
          className="btn btn-small"
          aria-label={t('positions.close.buttonLabel', { name })}
          onClick={() => onClose({ position, mode: 'whole' })}
        >
          {t('positions.close.button')}
        </button>
        <button
          type="button"
          className="btn btn-small"
          aria-label={t('positions.close.partLabel', { name })}
          onClick={() => onClose({ position, mode: 'part' })}
        >
          {t('positions.close.part')}
        </button>
      </div>
    </td>
  )
}
