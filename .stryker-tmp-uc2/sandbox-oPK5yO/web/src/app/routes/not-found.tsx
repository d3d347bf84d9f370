// @ts-nocheck
import { Link } from 'react-router';
import { pageTexts } from '#domain/messages.ts';

/** docs/product.md#screens: any other path. */
export function NotFoundRoute() {
  return (
    <main className="centred-page">
      <h1>{pageTexts.notFound.title}</h1>
      <Link className="button button-primary" to="/">
        {pageTexts.notFound.link}
      </Link>
    </main>
  );
}
