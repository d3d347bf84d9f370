// @ts-nocheck
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readEmailLink, withoutEmailLink, type EmailLink } from '#domain/auth-email-link.ts';

/**
 * The link of a confirmation or reset email that opened /auth (docs/product.md#auth-screen-auth),
 * read once. The code is then taken out of the address, replacing the history entry, so it is
 * left neither in the address bar nor in the history; other parameters (`next`) stay.
 */
export function useEmailLink(): EmailLink | undefined {
  const location = useLocation();
  const navigate = useNavigate();
  const [link] = useState(() => readEmailLink(location.search));
  const carriesLink = readEmailLink(location.search) !== undefined;

  useEffect(() => {
    if (!carriesLink) return;
    void navigate(
      { pathname: location.pathname, search: withoutEmailLink(location.search), hash: location.hash },
      { replace: true },
    );
  }, [carriesLink, location.pathname, location.search, location.hash, navigate]);

  return link;
}
