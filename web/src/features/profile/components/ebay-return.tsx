import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ebayTexts } from '#domain/messages.ts';
import { useFinishEbayConnection } from '#web/features/profile/api/finish-ebay-connection.ts';
import './ebay-section.css';

type Consent = { kind: 'declined' } | { kind: 'agreed'; code: string; state: string } | { kind: 'broken' };

/** What eBay's redirect carried: a decline (`error`), or the code and our state. */
function consentOf(search: string): Consent {
  const query = new URLSearchParams(search);
  if (query.has('error')) return { kind: 'declined' };
  const code = query.get('code');
  const state = query.get('state');
  return code && state ? { kind: 'agreed', code, state } : { kind: 'broken' };
}

/**
 * /settings/ebay, where eBay's consent sends the seller back (the RuName's accept and decline
 * URLs): a decline is a calm sentence; an agreement is handed to the server once, and the
 * code is taken out of the address bar so it stays in no history.
 */
export function EbayReturn() {
  const location = useLocation();
  const navigate = useNavigate();
  const [consent] = useState(() => consentOf(location.search));
  const finish = useFinishEbayConnection();
  const sent = useRef(false);

  useEffect(() => {
    if (location.search) void navigate(location.pathname, { replace: true });
    // Once: a state works a single time, so a second PUT (React's development double effect)
    // would be refused.
    if (consent.kind !== 'agreed' || sent.current) return;
    sent.current = true;
    finish.mutate({ code: consent.code, state: consent.state });
  }, [consent, finish, location, navigate]);

  return (
    <main className="centred-page">
      <h1>{ebayTexts.returnTitle}</h1>
      {consent.kind === 'declined' && <p role="status">{ebayTexts.declined}</p>}
      {consent.kind === 'agreed' && finish.isPending && <p role="status">{ebayTexts.finishing}</p>}
      {finish.isSuccess && <p role="status">{ebayTexts.done}</p>}
      {finish.isError && <p role="alert">{finish.error.message}</p>}
      {consent.kind === 'broken' && <p role="alert">{ebayTexts.declined}</p>}
      <Link className="button button-primary" to="/">
        {ebayTexts.backToApp}
      </Link>
    </main>
  );
}
