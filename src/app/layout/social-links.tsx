import { safeHref } from '../../domain/safe-href';
import type { SiteSettings } from '../../domain/types';
import { PlainIcon } from '../../components/plain-icon';
import { contentIconSprite } from '../../components/content-icon';

/**
 * A platform's symbol in the content's sprite (src/components/content-icons.svg): the footer is
 * below every first screen, so its icons draw from the file the browser fetches once and keeps,
 * and no page's script or HTML carries their paths. Another platform gets the globe.
 */
const platformSymbols: Record<string, string> = {
  facebook: 'social-facebook',
  instagram: 'social-instagram',
  x: 'social-x',
  twitter: 'social-x',
  youtube: 'social-youtube',
};

/** The store's social profiles; each opens in a new tab and says so to screen readers. */
export function SocialLinks({ links }: { links: SiteSettings['socialLinks'] }) {
  return (
    <ul aria-label="Follow us" className="site-footer__social">
      {links.map(({ platform, url }) => {
        const href = safeHref(url);
        if (!href) return null;
        const symbol = platformSymbols[platform.trim().toLowerCase()] ?? 'globe';
        return (
          <li key={platform}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${platform} (opens in a new tab)`}
              className="site-footer__social-link"
            >
              <PlainIcon symbol={`${contentIconSprite}#${symbol}`} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
