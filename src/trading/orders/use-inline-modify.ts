import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SymbolInfo } from '../../../protocol/market.ts'
import type { OrderView } from '../../../workers/engine/api.ts'
import { modifyOrder } from '../../data/orders.ts'
import {
  draftOf,
  validateModify,
  type ModifyDraft,
  type ModifyErrors,
  type ModifyField,
} from './modify-validation.ts'

export interface ModifyEdit {
  orderId: string
  draft: ModifyDraft
  errors: ModifyErrors
  saving: boolean
}

export interface InlineModify {
  edit: ModifyEdit | null
  start: (o: OrderView) => void
  change: (field: ModifyField, value: string) => void
  save: (o: OrderView) => Promise<void>
  discard: () => void
}

/**
 * One row of a table edited at a time. The edit lives here, not in the row, so a row scrolled
 * out of a virtual table and back keeps what was typed. Leaving the edit puts focus back on the
 * row's Modify button (`focusIdOf`), where the trader started.
 */
export function useInlineModify(
  gridOf: (symbol: string) => SymbolInfo | null,
  focusIdOf: (orderId: string) => string,
): InlineModify {
  const { t } = useTranslation()
  const [edit, setEdit] = useState<ModifyEdit | null>(null)
  const returnFocus = useRef<string | null>(null)

  useEffect(() => {
    if (edit !== null || returnFocus.current === null) return
    document.getElementById(returnFocus.current)?.focus()
    returnFocus.current = null
  }, [edit])

  const close = (orderId: string) => {
    returnFocus.current = focusIdOf(orderId)
    setEdit((e) => (e?.orderId === orderId ? null : e))
  }

  return {
    edit,
    start: (o) => setEdit({ orderId: o.id, draft: draftOf(o), errors: {}, saving: false }),
    change: (field, value) =>
      setEdit((e) => {
        if (!e) return e
        const { [field]: _fixed, ...errors } = e.errors
        return { ...e, draft: { ...e.draft, [field]: value }, errors }
      }),
    discard: () => {
      if (edit) close(edit.orderId)
    },
    async save(o) {
      if (!edit || edit.orderId !== o.id || edit.saving) return
      const check = validateModify(t, o, edit.draft, gridOf(o.symbol))
      if (!check.ok) {
        setEdit({ ...edit, errors: check.errors })
        return
      }
      if (Object.keys(check.patch).length === 0) {
        close(o.id)
        return
      }
      setEdit({ ...edit, saving: true })
      // A refusal is toasted by modifyOrder; the draft stays open so it can be corrected.
      if (await modifyOrder(o.id, check.patch)) close(o.id)
      else setEdit((e) => (e?.orderId === o.id ? { ...e, saving: false } : e))
    },
  }
}
