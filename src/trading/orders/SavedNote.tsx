import { useTranslation } from 'react-i18next'
import { savedNote } from './saved-note.ts'

interface SavedNoteProps {
  update: { fromCache: boolean; asOf: number } | null
  what: 'orders' | 'trades'
}

/** Says when the orders (or trades) on screen are the saved copy, not the live list. */
export function SavedNote({ update, what }: SavedNoteProps) {
  const { t } = useTranslation()
  const text = savedNote(t, update, what)
  if (text === null) return null
  return (
    <p className="panel-note warn orders-saved-note" role="status" data-testid="orders-saved-note">
      {text}
    </p>
  )
}
