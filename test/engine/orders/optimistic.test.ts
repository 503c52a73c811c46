import { describe, expect, it } from 'vitest'
import {
  emptyOrders,
  ORDERS_MAX,
  pendingSettled,
  pendingStarted,
  placeAnswered,
  placing,
  received,
  snapshot,
  viewList,
  type OrdersState,
} from '../../../workers/engine/orders/optimistic.ts'
import { at, order } from '../helpers/orders.ts'

const CLIENT = 'c-1'
/** The order as the engine shows it while placing: keyed by its client id. */
const draft = order(CLIENT, {
  clientOrderId: CLIENT,
  status: 'pending',
  createdAt: at(5),
  updatedAt: at(5),
})
/** The server's answer (and push) for it. */
const accepted = order('o-1', { clientOrderId: CLIENT, createdAt: at(5), updatedAt: at(5) })

const shown = (st: OrdersState) => viewList(st).map((o) => [o.id, o.local, o.status])

describe('the optimistic order state machine', () => {
  it('place: shown at once as placing, confirmed by the answer', () => {
    const st = placing(emptyOrders(), draft)
    expect(shown(st)).toEqual([[CLIENT, 'placing', 'pending']])
    expect(shown(placeAnswered(st, CLIENT, accepted))).toEqual([['o-1', 'confirmed', 'open']])
  })

  it('place refused: the order is removed', () => {
    const st = placing(received(emptyOrders(), order('o-0')), draft)
    expect(shown(placeAnswered(st, CLIENT, null))).toEqual([['o-0', 'confirmed', 'open']])
  })

  it('push before the answer: matched by clientOrderId; the later answer changes nothing', () => {
    const filled = { ...accepted, status: 'filled' as const, filledQuantity: 1, updatedAt: at(6) }
    const afterPush = received(placing(emptyOrders(), draft), filled)
    expect(shown(afterPush)).toEqual([['o-1', 'confirmed', 'filled']])
    // The answer is the state at acceptance, older than the push: it must not undo the fill.
    const afterAnswer = placeAnswered(afterPush, CLIENT, accepted)
    expect(viewList(afterAnswer)).toEqual(viewList(afterPush))
    // A refusal that comes after a push (a lost answer) cannot remove a confirmed order either.
    expect(viewList(placeAnswered(afterPush, CLIENT, null))).toEqual(viewList(afterPush))
  })

  it('answer before push: the push of the same order keeps it confirmed, once', () => {
    const answered = placeAnswered(placing(emptyOrders(), draft), CLIENT, accepted)
    const pushed = received(answered, accepted)
    expect(shown(pushed)).toEqual([['o-1', 'confirmed', 'open']])
  })

  it('modify: shown at once, then confirmed by the answer', () => {
    const st = pendingStarted(received(emptyOrders(), accepted), 'o-1', {
      op: 1,
      kind: 'modify',
      patch: { price: 120 },
    })
    expect(viewList(st)[0]).toMatchObject({ price: 120, quantity: 1, local: 'modifying' })
    const answer = { ...accepted, price: 120, updatedAt: at(7) }
    expect(viewList(pendingSettled(st, 'o-1', 1, answer))[0]).toMatchObject({
      price: 120,
      local: 'confirmed',
    })
  })

  it('modify refused: back to exactly the previous order', () => {
    const before = received(emptyOrders(), accepted)
    const st = pendingStarted(before, 'o-1', { op: 1, kind: 'modify', patch: { quantity: 3 } })
    expect(viewList(st)[0]).toMatchObject({ quantity: 3, local: 'modifying' })
    expect(viewList(pendingSettled(st, 'o-1', 1, null))).toEqual(viewList(before))
  })

  it('cancel: cancelling at once, then confirmed or reverted', () => {
    const before = received(emptyOrders(), accepted)
    const st = pendingStarted(before, 'o-1', { op: 2, kind: 'cancel' })
    expect(shown(st)).toEqual([['o-1', 'cancelling', 'open']])
    const cancelled = { ...accepted, status: 'cancelled' as const, updatedAt: at(8) }
    expect(shown(pendingSettled(st, 'o-1', 2, cancelled))).toEqual([
      ['o-1', 'confirmed', 'cancelled'],
    ])
    expect(viewList(pendingSettled(st, 'o-1', 2, null))).toEqual(viewList(before))
  })

  it('a push while a change is pending keeps the change shown; a later op outlives an earlier answer', () => {
    const base = received(emptyOrders(), accepted)
    const first = pendingStarted(base, 'o-1', { op: 1, kind: 'modify', patch: { price: 110 } })
    const second = pendingStarted(first, 'o-1', { op: 2, kind: 'modify', patch: { price: 130 } })
    const partly = {
      ...accepted,
      status: 'partially_filled' as const,
      filledQuantity: 0.5,
      updatedAt: at(9),
    }
    const pushed = received(second, partly)
    expect(viewList(pushed)[0]).toMatchObject({
      price: 130,
      filledQuantity: 0.5,
      local: 'modifying',
    })
    // The first op's refusal does not end the second.
    expect(viewList(pendingSettled(pushed, 'o-1', 1, null))[0]).toMatchObject({
      local: 'modifying',
    })
    // A push that ends the order ends any pending change.
    const done = received(pushed, {
      ...partly,
      status: 'filled',
      filledQuantity: 1,
      updatedAt: at(10),
    })
    expect(shown(done)).toEqual([['o-1', 'confirmed', 'filled']])
  })

  it('a push older than what is held is ignored', () => {
    const newer = received(emptyOrders(), { ...accepted, status: 'filled', updatedAt: at(20) })
    expect(received(newer, { ...accepted, updatedAt: at(10) })).toBe(newer)
    expect(shown(newer)).toEqual([['o-1', 'confirmed', 'filled']])
  })

  it('a snapshot replaces what is held, but keeps newer pushes, placing orders and pending changes', () => {
    let st = received(emptyOrders(), order('gone'))
    st = received(st, order('kept', { status: 'open', updatedAt: at(1) }))
    const since = st.rev
    // While the snapshot was asked for: a fill of "kept", a new order, and one being placed.
    st = received(st, order('kept', { status: 'filled', updatedAt: at(30) }))
    st = received(st, order('new', { createdAt: at(31), updatedAt: at(31) }))
    st = placing(st, draft)
    const fresh = snapshot(st, [order('kept', { updatedAt: at(2) }), order('listed')], since)
    expect(Object.fromEntries(viewList(fresh).map((o) => [o.id, [o.local, o.status]]))).toEqual({
      kept: ['confirmed', 'filled'],
      new: ['confirmed', 'open'],
      listed: ['confirmed', 'open'],
      [CLIENT]: ['placing', 'pending'],
    })
    // A snapshot that already lists the order being placed replaces its draft.
    expect(viewList(snapshot(fresh, [accepted], fresh.rev)).map((o) => o.id)).toEqual(['o-1'])
  })

  it('lists newest first, at most 1000; past orders beyond that go first', () => {
    let st = emptyOrders()
    for (let i = 0; i < ORDERS_MAX + 5; i++)
      st = received(
        st,
        order(`h${String(i).padStart(4, '0')}`, { status: 'filled', createdAt: at(i) }),
      )
    st = received(st, order('active-old', { createdAt: at(-50) }))
    const list = viewList(st)
    expect(list).toHaveLength(ORDERS_MAX)
    expect(list[0]?.id).toBe('h1004')
    expect(st.held.has('active-old')).toBe(true)
    expect(st.held.size).toBe(ORDERS_MAX)
  })
})
