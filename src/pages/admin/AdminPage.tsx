export default function AdminPage() {
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        Admin Panel
      </h1>
      <p className="page-summary">
        Users, connections and system health. Only administrators see this page.
      </p>
    </section>
  )
}
