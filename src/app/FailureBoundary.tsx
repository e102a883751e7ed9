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
}

/** The boundary. */
export class FailureBoundary extends Component<FailureBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
