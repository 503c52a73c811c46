import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useAtomValue } from '../app/store.ts'
import { useNotificationFeed } from '../data/notifications.ts'
import { unreadCountAtom } from '../notifications/unread-count.ts'
import { formatBadge } from './badge.ts'

export function NotificationBell() {
  // The bell is in the header of every signed-in page: the list and its count live while it does.
  useNotificationFeed()
  const count = useAtomValue(unreadCountAtom)
  const badge = formatBadge(count)
  const navigate = useNavigate()
  const { t } = useTranslation()
  return (
    <button
      type="button"
      className="icon-button bell"
      onClick={() => void navigate({ to: '/notifications' })}
      aria-label={t('shell.bell', { count: Math.max(0, Math.floor(count)) })}
      data-testid="notification-bell"
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
        />
      </svg>
      {badge && (
        <span className="badge" data-testid="unread-badge" aria-hidden="true">
          {badge}
        </span>
      )}
    </button>
  )
}
