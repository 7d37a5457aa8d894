import { Component, type ReactNode } from 'react';
import { SettleMark } from '../hydration';

/** Keeps the rest of the page when the lazy board fails to load or to draw; shows `fallback` instead. */
export class PositionBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <>
        <SettleMark />
        {this.props.fallback}
      </>
    );
  }
}
