export interface ErrorScreenProps {
  error: unknown
  reset?: () => void
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message
  if (typeof error === 'string') return error
  return 'An unexpected error occurred.'
}

export function ErrorScreen({ error, reset }: ErrorScreenProps) {
  return (
    <div className="error-screen" role="alert">
      <h1>Something went wrong</h1>
      <p className="error-message">{errorMessage(error)}</p>
      <div className="error-actions">
        {reset && (
          <button type="button" className="btn btn-primary" onClick={reset}>
            Try Again
          </button>
        )}
        <button type="button" className="btn" onClick={() => window.location.reload()}>
          Reload Page
        </button>
      </div>
    </div>
  )
}
