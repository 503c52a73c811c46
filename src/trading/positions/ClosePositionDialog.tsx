import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Position } from '../../../protocol/trading.ts'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { FormField } from '../../components/FormField.tsx'
import { formatQuantity } from '../../lib/format.ts'
import { useSymbolStatus } from '../ticket/use-symbol-info.ts'
import { checkCloseQuantity, closingSide } from './close-quantity.ts'
import { positionSize, useClosePosition } from './use-close-position.ts'

export interface CloseRequest {
  position: Position
  /** whole: the entire position; part: a quantity the trader enters. */
  mode: 'whole' | 'part'
}

interface Props {
  portfolioId: string
  request: CloseRequest | null
  onDone: () => void
}

/** Confirms closing a position (SPEC §4: an opposite-side market order), whole or in part. */
export function ClosePositionDialog({ portfolioId, request, onDone }: Props) {
  const { t } = useTranslation()
  const id = useId()
  const [text, setText] = useState('')
  const [attempted, setAttempted] = useState(false)
  const { close, closing } = useClosePosition(portfolioId)
  const lotSize = useSymbolStatus(request?.position.symbol ?? '').info?.lotSize ?? null
  const p = request?.position
  const size = p ? positionSize(p) : 0
  const part = request?.mode === 'part'
  const check = part && lotSize !== null ? checkCloseQuantity(t, text, size, lotSize) : null
  const error =
    check && check.error !== null && (attempted || text !== '') ? check.error : undefined

  function finish() {
    setText('')
    setAttempted(false)
    onDone()
  }

  function confirm() {
    if (!p) return
    let quantity: number | undefined
    if (part) {
      setAttempted(true)
      if (check === null || check.quantity === null) return
      quantity = check.whole ? undefined : check.quantity
    }
    void close(p, quantity)?.then((ok) => {
      if (ok) finish()
    })
  }

  return (
    <ConfirmDialog
      open={request !== null}
      title={t(part ? 'positions.close.titlePart' : 'positions.close.titleWhole')}
      confirmLabel={
        closing
          ? t('positions.close.closing')
          : t(part ? 'positions.close.confirmPart' : 'positions.close.confirmWhole')
      }
      tone="danger"
      busy={closing || (part && lotSize === null)}
      onConfirm={confirm}
      onCancel={finish}
    >
      {p && (
        <form
          className="form position-close"
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            confirm()
          }}
        >
          <p>
            {t(`positions.close.${part ? 'explainPart' : 'explainWhole'}.${closingSide(p.side)}`, {
              symbol: p.symbol,
              side: t(`positions.sideInline.${p.side}`),
              size: formatQuantity(size),
            })}
          </p>
          {part && (
            <FormField
              id={`${id}-close-qty`}
              label={t('positions.close.quantity', { size: formatQuantity(size) })}
              inputMode="decimal"
              autoComplete="off"
              value={text}
              error={error}
              onChange={(e) => setText(e.target.value)}
            />
          )}
        </form>
      )}
    </ConfirmDialog>
  )
}
