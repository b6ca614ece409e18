import { Component, Suspense, type ReactNode } from 'react'

type Props = { children: ReactNode; fallback: ReactNode; name: string; loading?: ReactNode }

/**
 * A part of the page the page can live without (the consent banner, a date
 * picker's calendar): when its code fails to load or it throws, it shows its
 * fallback and the rest of the page stays. Without this, the error would
 * reach the root layout, where React Router can only show its own page.
 */
export class OptionalPart extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    console.warn(`${this.props.name} could not be shown`, error)
  }

  override render() {
    if (this.state.failed) return this.props.fallback
    return <Suspense fallback={this.props.loading ?? null}>{this.props.children}</Suspense>
  }
}
