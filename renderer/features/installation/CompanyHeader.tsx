// The installation's company: its logo (initials when the logo is missing or broken) and name.
import { useText } from '../../i18n/useText';
import { FallbackImage } from '../../ui/FallbackImage';

function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  return words
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
}

// Stands in for initials when the name has no letters; the same in every language.
const NO_INITIALS = '?';

export function CompanyHeader({ name, logo }: { name: string; logo: string }) {
  const text = useText();
  const shownName = name.trim() || text('installation.unnamedCompany');
  return (
    <div className="company">
      <FallbackImage
        className="company__logo"
        src={logo}
        alt={text('installation.logo', { company: shownName })}
        width={160}
        height={48}
        fallback={
          <span
            className="company__logo-fallback"
            role="img"
            aria-label={text('installation.logoUnavailable')}
          >
            {initials(shownName) || NO_INITIALS}
          </span>
        }
      />
      <h3 className="company__name">{shownName}</h3>
    </div>
  );
}
