// @ts-nocheck
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { releaseStaticScreen } from '../lib/static-screen';
import { shellTexts } from '#domain/messages.ts';

interface Props {
  children: ReactNode;
}

/**
 * Catches a render failure below it, such as a lazy chunk that is gone after a new deployment,
 * and offers a reload instead of a blank page.
 */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
    // A screen that crashed while hydrating leaves the page's inert copy: the Reload button must work.
    releaseStaticScreen();
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="centred-page">
        <p role="alert">{shellTexts.pageFailed}</p>
        <button className="button button-primary" type="button" onClick={() => window.location.reload()}>
          {shellTexts.reload}
        </button>
      </main>
    );
  }
}
