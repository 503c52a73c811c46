import { describe, expect, it } from 'vitest'
import type { Notification } from '../../../protocol/index.ts'
import {
  fresh,
  markedAllRead,
  markedRead,
  NOTIFICATIONS_KEPT,
  received,
  removed,
} from '../../../workers/engine/notifications/list-state.ts'
import { note } from './notes.ts'

describe('the held notifications', () => {
  it('keep the newest 100, newest first, counting unread ones beyond them', () => {
    let l = { items: [] as Notification[], unread: 0 }
    for (let i = 1; i <= NOTIFICATIONS_KEPT + 5; i++) l = received(l, note(`n${i}`, i * 1000))
    expect(l.items).toHaveLength(NOTIFICATIONS_KEPT)
    expect(l.items[0]?.id).toBe(`n${NOTIFICATIONS_KEPT + 5}`)
    expect(l.items.at(-1)?.id).toBe('n6')
    expect(l.unread).toBe(NOTIFICATIONS_KEPT + 5)
  })

  it('ignore a notification pushed twice', () => {
    const l = received({ items: [], unread: 0 }, note('a', 1))
    expect(received(l, note('a', 1))).toBe(l)
  })

  it('mark one read once, all read, and delete with the count following', () => {
    let l = fresh([note('a', 1), note('b', 2), note('c', 3, { read: true })], 7, [])
    expect(l.items.map((n) => n.id)).toEqual(['c', 'b', 'a'])
    l = markedRead(l, 'a')
    expect(l.unread).toBe(6)
    expect(markedRead(l, 'a')).toBe(l)
    expect(removed(l, 'c').unread).toBe(6)
    expect(removed(l, 'b').unread).toBe(5)
    expect(markedAllRead(l)).toMatchObject({ unread: 0 })
    expect(markedAllRead(l).items.every((n) => n.read)).toBe(true)
  })

  it('lay pushes that came during a snapshot over it, once', () => {
    const l = fresh([note('a', 1)], 1, [note('a', 1), note('b', 2)])
    expect(l.items.map((n) => n.id)).toEqual(['b', 'a'])
    expect(l.unread).toBe(2)
  })
})
