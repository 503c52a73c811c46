import { useTranslation } from 'react-i18next'
import { DEFAULT_SETTINGS } from '../../../protocol/constants.ts'
import { VirtualTable } from '../../components/VirtualTable.tsx'
import { TableSkeleton } from '../../components/skeletons/TableSkeleton.tsx'
import { useSettings } from '../../data/settings.ts'
import { WATCHLIST_COLUMNS, WatchlistCells } from './WatchlistCells.tsx'

/**
 * The watchlist's live prices. Each row's price atom puts its symbol in the tab's price watch;
 * the socket's subscription starts with the current price, so no separate snapshot is fetched.
 * Only the rows in view are rendered, so a long list costs what a screenful does.
 */
export function Watchlist() {
  const settings = useSettings()
  const { t } = useTranslation()
  const symbols = settings.data
    ? settings.data.watchlist.length > 0
      ? settings.data.watchlist
      : DEFAULT_SETTINGS.watchlist
    : settings.isError
      ? DEFAULT_SETTINGS.watchlist
      : null

  return (
    <section className="panel" aria-labelledby="watchlist-title" data-testid="watchlist">
      <header className="panel-header">
        <h2 id="watchlist-title">{t('dashboard.watchlist.title')}</h2>
      </header>
      {symbols === null ? (
        <TableSkeleton rows={6} columns={6} label={t('dashboard.watchlist.loading')} />
      ) : (
        <VirtualTable
          label={t('dashboard.watchlist.table')}
          columns={WATCHLIST_COLUMNS.map((c) => ({
            ...c,
            header: t(`dashboard.watchlist.${c.key}`),
          }))}
          rows={symbols}
          rowKey={(s) => s}
          cells={(s) => <WatchlistCells symbol={s} />}
          live
        />
      )}
    </section>
  )
}
