import { useEffect, type MouseEvent } from 'react'
import { APP_NAME } from '../app/pages.ts'
import { useAtom } from '../app/store.ts'
import { sidebarOpenAtom } from './layout-atoms.ts'
import { ProfileMenu } from './ProfileMenu.tsx'
import { SidebarNav } from './SidebarNav.tsx'

export function Sidebar() {
  const [open, setOpen] = useAtom(sidebarOpenAtom)
  // the overlay takes focus when it opens, so keyboard users land inside it
  useEffect(() => {
    if (open) document.getElementById('nav-search')?.focus()
  }, [open])
  // following a link closes the overlay on small screens
  const onClick = (e: MouseEvent<HTMLElement>) => {
    if ((e.target as Element).closest('a')) setOpen(false)
  }
  return (
    <>
      {open && (
        <div
          className="sidebar-backdrop"
          data-testid="sidebar-backdrop"
          onClick={() => setOpen(false)}
        />
      )}
      <aside id="sidebar" className={open ? 'sidebar open' : 'sidebar'} onClick={onClick}>
        <div className="brand">
          <span className="brand-mark" aria-hidden="true">
            ▲
          </span>
          <span className="brand-name">{APP_NAME}</span>
        </div>
        <SidebarNav />
        <ProfileMenu />
      </aside>
    </>
  )
}
