import { Link } from '@tanstack/react-router'
import type { NavLink } from './nav.ts'

export function NavItem({ item, nested = false }: { item: NavLink; nested?: boolean }) {
  return (
    <li>
      <Link
        to={item.to}
        className={nested ? 'nav-link nav-link-nested' : 'nav-link'}
        activeOptions={{ exact: true }}
        activeProps={{ className: 'active', 'aria-current': 'page' }}
      >
        {item.label}
      </Link>
    </li>
  )
}
