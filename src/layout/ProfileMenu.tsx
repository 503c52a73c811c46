import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { getBridge } from '../bridge/connection.ts'
import { setSession, useSession } from '../bridge/session.ts'

export function ProfileMenu() {
  const { user } = useSession()
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLDivElement>(null)
  const navigate = useNavigate()
  const { t } = useTranslation()

  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open])

  const signOut = async () => {
    setOpen(false)
    // leave first, so the engine's own "signed out" push cannot make the guards remember this page
    setSession({ status: 'unauthenticated', user: null, offline: false }, { navigating: true })
    await navigate({ to: '/login' })
    await getBridge()
      .logout()
      .catch(() => undefined)
  }

  const name = user?.full_name?.trim() || user?.username || 'Account'
  return (
    <div className="profile-menu">
      {open && (
        <div
          ref={menuRef}
          id="profile-menu"
          className="menu"
          role="menu"
          aria-label={t('shell.menu.label')}
        >
          <Link to="/profile" role="menuitem" className="menu-item" onClick={() => setOpen(false)}>
            {t('shell.menu.profile')}
          </Link>
          <Link to="/admin" role="menuitem" className="menu-item" onClick={() => setOpen(false)}>
            {t('shell.menu.admin')}
          </Link>
          <button
            type="button"
            role="menuitem"
            className="menu-item"
            onClick={() => void signOut()}
          >
            {t('shell.menu.signOut')}
          </button>
        </div>
      )}
      <button
        ref={buttonRef}
        type="button"
        className="profile-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls="profile-menu"
        data-testid="profile-menu-button"
        onClick={() => setOpen((o) => !o)}
      >
        <span className="avatar" aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
        <span className="profile-text">
          <span className="profile-name">{name}</span>
          <span className="profile-email">{user?.email ?? ''}</span>
        </span>
      </button>
    </div>
  )
}
