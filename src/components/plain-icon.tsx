export type PlainIconProps = (
  | {
      /** The icon's paths, on a 24×24 grid. */
      paths: readonly string[];
      symbol?: never;
    }
  | {
      /** The address of a sprite's symbol on a 24×24 grid (`sprite.svg#name`), drawn with `<use>`. */
      symbol: string;
      paths?: never;
    }
) & {
  /** As SvgIcon's `fontSize`: 1.25, 1.5 (by default) or 2.1875 rem, or the text's size. */
  fontSize?: 'small' | 'medium' | 'large' | 'inherit';
  /** A theme colour; the text's colour by default. */
  color?: 'primary' | 'secondary';
};

/**
 * An icon as a plain inline SVG of Material Design's paths (or a sprite's symbol of them), in the look of MUI's SvgIcon (1.5 rem,
 * the text's colour; `.plain-icon` in src/app/store-classes.tsx). For the icons pages show many of
 * (a badge per certification, a note per card, the content's icons): MUI's SvgIcon is styled anew
 * for each one as the page hydrates, and a grid of cards draws dozens.
 */
export function PlainIcon({ paths, symbol, fontSize = 'medium', color }: PlainIconProps) {
  const className = [
    'plain-icon',
    fontSize !== 'medium' && `plain-icon--${fontSize}`,
    color && `plain-icon--${color}`,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {symbol ? <use href={symbol} /> : paths?.map((d) => <path key={d} d={d} />)}
    </svg>
  );
}
