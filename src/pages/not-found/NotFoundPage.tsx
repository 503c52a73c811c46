import { Link } from '@tanstack/react-router'

export function NotFoundPage() {
  return (
    <main className="not-found" data-testid="not-found" id="main-content" tabIndex={-1}>
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>Page not found</h1>
      <p>The page you asked for does not exist or has moved.</p>
      <Link to="/dashboard" className="btn btn-primary">
        Go to the dashboard
      </Link>
    </main>
  )
}
