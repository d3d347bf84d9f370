import { countryOrDefault } from '#domain/countries.ts';
import { texts } from '#web/lib/texts.ts';
import { useProfile } from '../api/get-profile';

/** One line proving the signed-in path end to end: token -> API -> profile. */
export function ProfileCountry() {
  const profile = useProfile();
  switch (profile.status) {
    case 'loading':
      return <p className="muted">{texts.profileLoading}</p>;
    case 'error':
      return (
        <p className="form-error" role="alert">
          {profile.message}
        </p>
      );
    case 'ready': {
      const country = countryOrDefault(profile.profile.country);
      return (
        <p>
          {texts.country}:{' '}
          <strong>
            <span aria-hidden="true">{country.flag}</span> {country.name}
          </strong>
        </p>
      );
    }
  }
}
