/** An error boundary: `fallback` in place of its children once one of them threw, and `onError` told why. */
import { Component, type ReactNode } from 'react';

/** Props of the boundary. */
export interface FailureBoundaryProps {
  /** What shows instead of the children after a failure. */
  fallback: ReactNode;
  /** Called with what was thrown. */
  onError: (error: unknown) => void;
  /** The guarded children. */
  children: ReactNode;
  /** A new value renders the children again after a failure (their next try). */
  resetKey?: unknown;
}

/** The boundary. */
export class FailureBoundary extends Component<FailureBoundaryProps, { failed: boolean; key?: unknown }> {
  // Set here rather than as a class field, which the browser bundle's target turns into a
  // property definition helper; `getDerivedStateFromProps` fills in `key` before the first render.
  constructor(props: FailureBoundaryProps) {
    super(props);
    this.state = { failed: false };
  }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: FailureBoundaryProps, state: { key?: unknown }): { failed: boolean; key?: unknown } | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
