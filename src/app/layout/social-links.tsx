import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import PublicIcon from '@mui/icons-material/Public';
import { safeHref } from '../../domain/safe-href';
import type { SiteSettings } from '../../domain/types';

const platformIcons: Record<string, typeof PublicIcon> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  x: XIcon,
  twitter: XIcon,
  youtube: YouTubeIcon,
};

/** The store's social profiles; each opens in a new tab and says so to screen readers. */
export function SocialLinks({ links }: { links: SiteSettings['socialLinks'] }) {
  return (
    <ul aria-label="Follow us" className="site-footer__social">
      {links.map(({ platform, url }) => {
        const href = safeHref(url);
        if (!href) return null;
        const Icon = platformIcons[platform.trim().toLowerCase()] ?? PublicIcon;
        return (
          <li key={platform}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${platform} (opens in a new tab)`}
              className="site-footer__social-link"
            >
              <Icon aria-hidden />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
