export function SkipLinks() {
  return (
    <div className="skip-links">
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <a className="skip-link" href="#main-nav">
        Skip to navigation
      </a>
      <a className="skip-link" href="#nav-search">
        Skip to search
      </a>
    </div>
  )
}
