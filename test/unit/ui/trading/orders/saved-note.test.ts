import { describe, expect, it } from 'vitest'
import { i18n } from '../../../../../src/i18n/index.ts'
import { savedNote } from '../../../../../src/trading/orders/saved-note.ts'

describe('saved data note', () => {
  const asOf = Date.UTC(2024, 4, 1, 14, 2, 30)

  it('says when the list is the saved copy and from when', () => {
    expect(savedNote(i18n.t, { fromCache: true, asOf }, 'orders')).toBe(
      'Offline — showing orders saved at 14:02',
    )
    expect(savedNote(i18n.t, { fromCache: true, asOf }, 'trades')).toBe(
      'Offline — showing trades saved at 14:02',
    )
  })

  it('says nothing for a live list or one not loaded', () => {
    expect(savedNote(i18n.t, { fromCache: false, asOf }, 'orders')).toBeNull()
    expect(savedNote(i18n.t, null, 'orders')).toBeNull()
  })
})
