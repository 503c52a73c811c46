import { Component, type ReactNode } from 'react'
import { ErrorScreen } from './ErrorScreen.tsx'

interface State {
  error: unknown
  failed: boolean
}

/** Catches render errors outside the router (the router has its own errorComponent). */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, failed: false }

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true }
  }

  reset = () => this.setState({ error: null, failed: false })

  override render() {
    if (this.state.failed) return <ErrorScreen error={this.state.error} reset={this.reset} />
    return this.props.children
  }
}
