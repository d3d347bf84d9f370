// @ts-nocheck
import { shellTexts } from '#domain/messages.ts';
import { useEffect, useRef } from 'react';

interface Props {
  /** Whether the server has another page. */
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}

/**
 * The end of a paged list: the next page loads as this comes within a screen of view
 * (IntersectionObserver), and a button does the same for keyboards, screen readers and
 * browsers without the observer. Nothing shows once the last page is in.
 */
export function LoadMore({ hasMore, loading, onLoadMore }: Props) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  });

  useEffect(() => {
    const target = sentinel.current;
    if (!hasMore || loading || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, loading]);

  if (!hasMore) return null;
  return (
    <div ref={sentinel} className="load-more" data-testid="load-more">
      <button className="button button-outline" type="button" onClick={onLoadMore} disabled={loading}>
        {loading ? shellTexts.loadingMore : shellTexts.loadMore}
      </button>
    </div>
  );
}
