import { NavItem } from './NavItem.tsx'
import type { NavGroup, NavLink } from './nav.ts'

interface Props {
  group: NavGroup
  visible: NavLink[]
  open: boolean
  containsActive: boolean
  onToggle: (id: string) => void
}

export function NavGroupItem({ group, visible, open, containsActive, onToggle }: Props) {
  const listId = `nav-group-${group.id}`
  return (
    <li className={containsActive ? 'nav-group has-active' : 'nav-group'}>
      <button
        type="button"
        className="nav-group-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => onToggle(group.id)}
      >
        <span>{group.label}</span>
        <span className="chevron" aria-hidden="true" />
      </button>
      <ul id={listId} className="nav-group-list" hidden={!open}>
        {visible.map((child) => (
          <NavItem key={child.to + child.label} item={child} nested />
        ))}
      </ul>
    </li>
  )
}
