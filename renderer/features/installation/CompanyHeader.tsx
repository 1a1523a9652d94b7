// The installation's company: its logo (initials when the logo is missing or broken) and name.
import { FallbackImage } from '../../ui/FallbackImage';

function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  return words
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
}

export function CompanyHeader({ name, logo }: { name: string; logo: string }) {
  const shownName = name.trim() || 'Unnamed company';
  return (
    <div className="company">
      <FallbackImage
        className="company__logo"
        src={logo}
        alt={`${shownName} logo`}
        width={160}
        height={48}
        fallback={
          <span className="company__logo-fallback" role="img" aria-label="Logo unavailable">
            {initials(shownName) || '?'}
          </span>
        }
      />
      <h3 className="company__name">{shownName}</h3>
    </div>
  );
}
