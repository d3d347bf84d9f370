import { SignOutButton } from '#web/features/auth/components/sign-out-button.tsx';
import { useSession } from '#web/features/auth/hooks/use-session.ts';
import { ProfileCountry } from '#web/features/profile/components/profile-country.tsx';
import { pageTexts } from '#domain/messages.ts';
import { texts } from '#web/lib/texts.ts';

/** The protected main app (/). Loaded lazily: the auth screen never downloads it. */
export function MainRoute() {
  const { state } = useSession();
  const email = state.status === 'signedIn' ? state.email : undefined;

  return (
    <div className="app-shell">
      <header className="app-header">
        <span className="app-brand">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span className="app-name">{texts.appName}</span>
        </span>
        <SignOutButton />
      </header>
      <main className="app-main">
        <section className="card">
          <p className="tagline">{pageTexts.tagline}</p>
          {email && <p className="muted">{email}</p>}
          <ProfileCountry />
        </section>
      </main>
    </div>
  );
}
