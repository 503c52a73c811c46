import { useInfiniteQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { getBridge } from '../../bridge/connection.ts'
import { unwrap } from '../../data/query-client.ts'
import { QueryState } from './QueryState.tsx'

const PAGE = 50

/** The outbox, newest first and live (mail a moment old matters: a reset link just sent). */
function useMailOutbox() {
  return useInfiniteQuery({
    staleTime: 0,
    queryKey: ['admin', 'mail'],
    queryFn: async ({ pageParam }) =>
      unwrap(
        await getBridge().listMailOutbox(
          pageParam === undefined ? { limit: PAGE } : { limit: PAGE, before: pageParam },
        ),
      ),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.length < PAGE ? undefined : last.at(-1)?.id),
  })
}

/** Mail kept in the database when no SMTP server is configured; each body opens on demand. */
export function MailTab() {
  const { t, i18n } = useTranslation()
  const outbox = useMailOutbox()
  const mails = outbox.data?.pages.flat() ?? []
  return (
    <div className="admin-mail">
      <p className="panel-note admin-explain">{t('admin.mail.explain')}</p>
      <QueryState query={outbox} label={t('admin.mail.what')}>
        {mails.length === 0 ? (
          <p className="empty">{t('admin.mail.none')}</p>
        ) : (
          <ul
            className="admin-mail-list"
            aria-label={t('admin.mail.list')}
            data-testid="admin-mail"
          >
            {mails.map((m) => (
              <li key={m.id}>
                <details>
                  <summary>
                    <span className="admin-mail-subject">{m.subject}</span>
                    <span className="admin-muted">
                      {t('admin.mail.to')}: {m.to} ·{' '}
                      <time dateTime={m.created_at}>
                        {new Date(m.created_at).toLocaleString(i18n.language)}
                      </time>
                    </span>
                  </summary>
                  <pre className="admin-mail-text">{m.text}</pre>
                </details>
              </li>
            ))}
          </ul>
        )}
        {outbox.hasNextPage && (
          <button
            type="button"
            className="btn btn-small admin-more"
            disabled={outbox.isFetchingNextPage}
            onClick={() => void outbox.fetchNextPage()}
          >
            {outbox.isFetchingNextPage ? t('admin.mail.loading') : t('admin.mail.older')}
          </button>
        )}
      </QueryState>
    </div>
  )
}
