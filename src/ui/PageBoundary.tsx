/**
 * The page's safety net: an error while a page renders (a part that failed to load, a fault) shows a
 * message with "Try again" in place of that page, while the header and navigation stay. Without it
 * React unmounts the whole app and the reader sees an empty page. A failed part is tried once more
 * on its own first (a chunk that failed under load usually loads on the next try; areas.ts forgets
 * a failed load so the retry fetches again).
 */
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface State {
  failed: boolean;
  retried: boolean;
}

export class PageBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  state: State = { failed: false, retried: false };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  componentDidUpdate(prev: { resetKey: string }) {
    // Another page was opened: start afresh there.
    if (prev.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false, retried: false });
    // The first failure on a page is retried once by itself.
    else if (this.state.failed && !this.state.retried) this.setState({ failed: false, retried: true });
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
      <p>{t('common.pageFailed')}</p>
      <button type="button" onClick={onRetry}>
        {t('common.tryAgain')}
      </button>
    </div>
  );
}
