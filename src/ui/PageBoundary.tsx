/**
 * The page's safety net: an error while a page renders (a part that failed to load, a fault) shows a
 * message with "Try again" in place of that page, while the header and navigation stay. Without it
 * React unmounts the whole app and the reader sees an empty page. A failed part is tried once more
 * by React itself first, and a failed text load is fetched afresh on that retry (areas.ts forgets it);
 * what still fails lands here.
 */
import { Component, type ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { SettleMark } from './hydration';

interface State {
  failed: boolean;
}

export class PageBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidUpdate(prev: { resetKey: string }) {
    // Another page was opened: start afresh there.
    if (prev.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return <PageFailed onRetry={() => this.setState({ failed: false })} />;
  }
}

function PageFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="page-failed" role="alert">
      <SettleMark />
      <p>{t('common.pageFailed')}</p>
      <button type="button" onClick={onRetry}>
        {t('common.tryAgain')}
      </button>
    </div>
  );
}
