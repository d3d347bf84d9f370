import { useFavicon } from '#web/api/get-favicon.ts';

/** The site's icon from /api/favicon, or a blank tile when it has none (the URL shows beside it). */
export function SiteIcon({ domain }: { domain: string }) {
  const icon = useFavicon(domain);
  if (!icon.data) return <span className="preview-picture preview-placeholder" aria-hidden="true" />;
  return <img className="preview-picture preview-icon" src={icon.data} alt="" />;
}
