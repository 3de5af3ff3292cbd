import { safeHref } from '../../domain/safe-href';
import type { SiteSettings } from '../../domain/types';
import { PlainIcon } from '../../components/plain-icon';
import { frameIcons } from './frame-icons';

const platformIcons: Record<string, readonly string[]> = {
  facebook: frameIcons.facebook,
  instagram: frameIcons.instagram,
  x: frameIcons.x,
  twitter: frameIcons.x,
  youtube: frameIcons.youtube,
};

/** The store's social profiles; each opens in a new tab and says so to screen readers. */
export function SocialLinks({ links }: { links: SiteSettings['socialLinks'] }) {
  return (
    <ul aria-label="Follow us" className="site-footer__social">
      {links.map(({ platform, url }) => {
        const href = safeHref(url);
        if (!href) return null;
        const icon = platformIcons[platform.trim().toLowerCase()] ?? frameIcons.globe;
        return (
          <li key={platform}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${platform} (opens in a new tab)`}
              className="site-footer__social-link"
            >
              <PlainIcon paths={icon} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
