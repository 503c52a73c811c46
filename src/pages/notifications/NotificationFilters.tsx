import { useTranslation } from 'react-i18next'
import {
  CATEGORY_FILTERS,
  type CategoryFilter,
  type ReadFilter,
} from '../../notifications/present.ts'

interface NotificationFiltersProps {
  category: CategoryFilter
  read: ReadFilter
  onCategory: (c: CategoryFilter) => void
  onRead: (r: ReadFilter) => void
}

/** Category chips (toggle buttons) and the read filter. */
export function NotificationFilters({
  category,
  read,
  onCategory,
  onRead,
}: NotificationFiltersProps) {
  const { t } = useTranslation()
  return (
    <div className="notification-filters">
      <div
        className="notification-chips"
        role="group"
        aria-label={t('notifications.filters.category')}
      >
        {CATEGORY_FILTERS.map((c) => (
          <button
            key={c}
            type="button"
            className="notification-chip"
            aria-pressed={category === c}
            onClick={() => onCategory(c)}
          >
            {t(`notifications.categories.${c}`)}
          </button>
        ))}
      </div>
      <label className="notification-read-filter">
        {t('notifications.filters.show')}
        <select value={read} onChange={(e) => onRead(e.target.value as ReadFilter)}>
          <option value="all">{t('notifications.filters.all')}</option>
          <option value="unread">{t('notifications.filters.unread')}</option>
          <option value="read">{t('notifications.filters.read')}</option>
        </select>
      </label>
    </div>
  )
}
