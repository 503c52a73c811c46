import { PAGE_INFO, type AppPage, type PublicPage } from '../../app/pages.ts'

type PageTitles = Record<AppPage | PublicPage, string> & { notFound: string }

/** Page titles (header): the English ones are the route table's own. */
export const titles = {
  ...(Object.fromEntries(
    Object.entries(PAGE_INFO).map(([page, info]) => [page, info.title]),
  ) as Record<AppPage | PublicPage, string>),
  notFound: 'Page not found',
} satisfies PageTitles as PageTitles
