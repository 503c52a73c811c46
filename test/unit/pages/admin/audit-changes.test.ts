import { describe, expect, it } from 'vitest'
import { changes } from '../../../../src/pages/admin/audit-changes.ts'

describe('audit changes', () => {
  it('lists only the fields that differ, before → after', () => {
    expect(
      changes({
        before: { role: 'USER', is_superuser: false, disabled: false },
        after: { role: 'ADMIN', is_superuser: false, disabled: true },
      }),
    ).toEqual(['role: "USER" → "ADMIN"', 'disabled: false → true'])
  })

  it('shows a field present on one side only against a dash', () => {
    expect(
      changes({
        before: { status: 'trading' },
        after: { status: 'halted', reason: 'Maintenance' },
      }),
    ).toEqual(['status: "trading" → "halted"', 'reason: — → "Maintenance"'])
    expect(changes({ before: null, after: { indexPrice: 10 } })).toEqual(['indexPrice: — → 10'])
  })
})
