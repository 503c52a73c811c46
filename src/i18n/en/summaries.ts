import { PAGE_INFO, type AppPage, type PublicPage } from '../../app/pages.ts'

type PageSummaries = Record<AppPage | PublicPage, string>

/** The one line under a page's title (placeholder pages): the English ones are the route table's. */
export const summaries = Object.fromEntries(
  Object.entries(PAGE_INFO).map(([page, info]) => [page, info.summary]),
) as PageSummaries
