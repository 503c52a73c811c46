import {
  CATEGORY_FILTERS,
  categoryLabel,
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
  return (
    <div className="notification-filters">
      <div className="notification-chips" role="group" aria-label="Category">
        {CATEGORY_FILTERS.map((c) => (
          <button
            key={c}
            type="button"
            className="notification-chip"
            aria-pressed={category === c}
            onClick={() => onCategory(c)}
          >
            {categoryLabel(c)}
          </button>
        ))}
      </div>
      <label className="notification-read-filter">
        Show
        <select value={read} onChange={(e) => onRead(e.target.value as ReadFilter)}>
          <option value="all">All</option>
          <option value="unread">Unread</option>
          <option value="read">Read</option>
        </select>
      </label>
    </div>
  )
}
