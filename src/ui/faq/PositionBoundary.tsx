import { Component, type ReactNode } from 'react';

/** Keeps the rest of the page when the lazy board fails to load or to draw; shows `fallback` instead. */
export class PositionBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
