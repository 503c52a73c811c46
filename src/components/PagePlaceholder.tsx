import { PAGE_INFO, type AppPage } from '../app/pages.ts'

/** A page its own issue has not filled yet: the title and one line. */
export function PagePlaceholder({ page }: { page: AppPage }) {
  const info = PAGE_INFO[page]
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {info.title}
      </h1>
      <p className="page-summary">{info.summary}</p>
    </section>
  )
}
