import { isIconName } from '../domain/icons';
import { PlainIcon, type PlainIconProps } from './plain-icon';
// The file itself, never a data: URL: an SVG's <use> takes no data: URL.
import sprite from './content-icons.svg?no-inline';

/** The sprite's address; besides the content's icons it holds the footer's social platforms' (social-links.tsx). */
export const contentIconSprite = sprite;

/**
 * An icon the content names (a condition's, a health goal's, a footer badge's: `iconNames` in
 * src/domain/icons.ts), drawn from the sprite of Material Design's icons beside this file
 * (content-icons.svg, each symbol under the name of its @mui/icons-material icon). The browser
 * fetches the sprite once for every page and keeps it: no page's script carries the icons' paths,
 * nor its HTML a copy per icon. A name outside the list draws a check.
 */
export function ContentIcon({ name, ...props }: { name: string } & Omit<PlainIconProps, 'paths' | 'symbol'>) {
  return <PlainIcon symbol={`${contentIconSprite}#${isIconName(name) ? name : 'check'}`} {...props} />;
}
