import { Component, type ErrorInfo, type ReactNode } from 'react';

interface SlotBoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Keeps a lent part's failure inside its section. The shell's outlet has a boundary of its own (a remote that is
 * down); this one is for the outlet itself failing, so the team info and password parts beside it stay usable.
 */
export class SlotBoundary extends Component<SlotBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Not rethrown: the page goes on. Logged so the failure still reaches the console and error monitors.
    console.error('personal center slot failed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
