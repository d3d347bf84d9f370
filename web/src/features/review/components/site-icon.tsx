import { useState } from 'react';
import { useFavicon } from '#web/features/review/api/get-favicon.ts';

/** The site's first letter, as a tile that still tells the sites apart without an icon. */
function siteInitial(domain: string): string {
  return (domain.replace(/^www\./i, '')[0] ?? '?').toUpperCase();
}

/**
 * The site's icon from /api/favicon, or its initial when it has none or the icon does not
 * load (the URL shows beside it).
 */
export function SiteIcon({ domain }: { domain: string }) {
  const icon = useFavicon(domain);
  const [failed, setFailed] = useState(false);
  if (!icon.data || failed) {
    return (
      <span className="preview-picture preview-initial" aria-hidden="true">
        {siteInitial(domain)}
      </span>
    );
  }
  return (
    <img
      className="preview-picture preview-icon"
      src={icon.data}
      alt=""
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
    />
  );
}
