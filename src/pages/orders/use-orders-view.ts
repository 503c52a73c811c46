import { useNavigate, useRouterState } from '@tanstack/react-router'
import { useMemo } from 'react'
import {
  ordersViewFromSearch,
  ordersViewToSearch,
  type OrdersView,
} from '../../trading/orders/filter-search.ts'

/**
 * The page's tab and filters, kept in the URL's search params rather than an atom: a filtered
 * view survives a reload, can be bookmarked or shared, and the back button leaves the page as it
 * was. Changes replace the history entry, so picking five filters is not five steps back.
 */
export function useOrdersView(): [OrdersView, (next: OrdersView) => void] {
  const search = useRouterState({ select: (s) => s.location.search })
  const view = useMemo(() => ordersViewFromSearch(search), [search])
  const navigate = useNavigate()
  const setView = (next: OrdersView) =>
    void navigate({ to: '/orders', search: ordersViewToSearch(next), replace: true })
  return [view, setView]
}
