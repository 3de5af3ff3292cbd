/**
 * Product shots for mock mode, drawn as SVG from the catalogue: one bottle/jar design with the
 * product's label colour and name, a "lifestyle" shot of the capsules and
 * a key-benefits card. No network, no binary files, and every image has its real size.
 */
import type { CatalogueImage, CatalogueProduct } from '../data/catalogue';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

/** `colour` mixed with white; `amount` 0 keeps the colour, 1 gives white. */
function tint(colour: string, amount: number): string {
  const value = Number.parseInt(colour.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    return Math.round(c + (255 - c) * amount);
  };
  return `rgb(${channel(16)},${channel(8)},${channel(0)})`;
}

function shade(colour: string, amount: number): string {
  const value = Number.parseInt(colour.slice(1), 16);
  const channel = (shift: number) => Math.round(((value >> shift) & 0xff) * (1 - amount));
  return `rgb(${channel(16)},${channel(8)},${channel(0)})`;
}

function textLines(lines: string[], x: number, y: number, size: number, attributes: string): string {
  return lines
    .map(
      (line, index) =>
        `<text x="${x}" y="${y + index * size * 1.18}" font-size="${size}" ${attributes}>${escapeXml(line)}</text>`,
    )
    .join('');
}

const font = 'font-family="Georgia, \'Times New Roman\', serif"';
const sans = 'font-family="Helvetica, Arial, sans-serif"';

/** A bottle (or a jar for powders) centred on `cx`, standing on `baseY`, `scale` 1 = 300 px wide. */
function container(product: CatalogueProduct, cx: number, baseY: number, scale: number): string {
  const jar = product.form === 'powder';
  const width = (jar ? 380 : 300) * scale;
  const height = (jar ? 390 : 460) * scale;
  const left = cx - width / 2;
  const top = baseY - height;
  const capWidth = (jar ? 360 : 200) * scale;
  const capHeight = (jar ? 70 : 80) * scale;
  const labelTop = top + height * 0.22;
  const labelHeight = height * 0.6;
  const titleSize = Math.round((jar ? 30 : 27) * scale);
  const titleLines = wrap(product.title, jar ? 18 : 15, 3);
  const cap = shade(product.colour, 0.35);
  return [
    `<ellipse cx="${cx}" cy="${baseY + 6 * scale}" rx="${width * 0.55}" ry="${18 * scale}" fill="#000" opacity="0.12"/>`,
    `<rect x="${cx - capWidth / 2}" y="${top - capHeight + 12 * scale}" width="${capWidth}" height="${capHeight}" rx="${12 * scale}" fill="${cap}"/>`,
    `<rect x="${left}" y="${top}" width="${width}" height="${height}" rx="${44 * scale}" fill="#FBF8F3" stroke="${tint(product.colour, 0.6)}" stroke-width="${3 * scale}"/>`,
    `<rect x="${left}" y="${labelTop}" width="${width}" height="${labelHeight}" fill="${product.colour}"/>`,
    `<text x="${cx}" y="${labelTop + 42 * scale}" font-size="${Math.round(15 * scale)}" letter-spacing="${4 * scale}" text-anchor="middle" fill="#FFF" ${sans}>SANKOFA WELLNESS</text>`,
    `<circle cx="${cx}" cy="${labelTop + 76 * scale}" r="${14 * scale}" fill="none" stroke="#FFF" stroke-width="${3 * scale}"/>`,
    textLines(
      titleLines,
      cx,
      labelTop + 130 * scale,
      titleSize,
      `text-anchor="middle" font-weight="bold" fill="#FFF" ${font}`,
    ),
    `<line x1="${left + 40 * scale}" x2="${left + width - 40 * scale}" y1="${labelTop + labelHeight - 62 * scale}" y2="${labelTop + labelHeight - 62 * scale}" stroke="#FFF" stroke-opacity="0.6" stroke-width="${2 * scale}"/>`,
    `<text x="${cx}" y="${labelTop + labelHeight - 28 * scale}" font-size="${Math.round(17 * scale)}" text-anchor="middle" fill="#FFF" ${sans}>${escapeXml(product.count.toUpperCase())}</text>`,
  ].join('');
}

function frontShot(product: CatalogueProduct): string {
  if (product.form === 'bundle') {
    return [
      container(product, 220, 690, 0.72),
      container(product, 580, 690, 0.72),
      container(product, 400, 720, 0.82),
    ].join('');
  }
  return container(product, 400, 720, 1.2);
}

function pill(product: CatalogueProduct, x: number, y: number, angle: number): string {
  const colour = product.colour;
  switch (product.form) {
    case 'softgels':
      return `<ellipse cx="${x}" cy="${y}" rx="34" ry="20" transform="rotate(${angle} ${x} ${y})" fill="#E8B04B" opacity="0.9"/>`;
    case 'tablets':
      return `<ellipse cx="${x}" cy="${y}" rx="30" ry="24" transform="rotate(${angle} ${x} ${y})" fill="#F4F1EA" stroke="#CFC8BA" stroke-width="2"/>`;
    case 'gummies':
      return `<rect x="${x - 22}" y="${y - 22}" width="44" height="44" rx="14" transform="rotate(${angle} ${x} ${y})" fill="${tint(colour, 0.2)}"/>`;
    case 'powder':
      return `<circle cx="${x}" cy="${y}" r="9" fill="${tint(colour, 0.45)}"/>`;
    default:
      return `<g transform="rotate(${angle} ${x} ${y})"><rect x="${x - 36}" y="${y - 15}" width="36" height="30" rx="15" fill="${colour}"/><rect x="${x}" y="${y - 15}" width="36" height="30" rx="15" fill="#F4F1EA"/></g>`;
  }
}

function lifestyleShot(product: CatalogueProduct): string {
  const pills = Array.from({ length: 14 }, (_, index) => {
    const seed = product.number * 97 + index * 131;
    return pill(product, 120 + (seed % 560), 560 + ((seed >> 3) % 170), seed % 180);
  }).join('');
  return [
    `<rect x="0" y="520" width="800" height="280" fill="${tint(product.colour, 0.7)}"/>`,
    container(product, 400, 600, 0.8),
    pills,
  ].join('');
}

function benefitsCard(product: CatalogueProduct): string {
  const items = product.benefits
    .slice(0, 4)
    .map((benefit, index) => {
      const y = 300 + index * 110;
      return [
        `<circle cx="110" cy="${y - 10}" r="24" fill="#FFF"/>`,
        `<path d="M98 ${y - 10} l9 9 l17 -19" fill="none" stroke="${product.colour}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`,
        textLines(wrap(benefit, 30, 2), 156, y - 4, 28, `fill="#FFF" ${sans}`),
      ].join('');
    })
    .join('');
  return [
    `<rect x="0" y="0" width="680" height="800" fill="${product.colour}"/>`,
    `<text x="80" y="170" font-size="56" font-weight="bold" fill="#FFF" ${font}>Key Benefits</text>`,
    items,
    container(product, 940, 680, 0.95),
  ].join('');
}

/** The SVG document for one catalogue image. */
export function productImageSvg(product: CatalogueProduct, image: CatalogueImage): string {
  const body =
    image.kind === 'front'
      ? frontShot(product)
      : image.kind === 'lifestyle'
        ? lifestyleShot(product)
        : benefitsCard(product);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${image.width}" height="${image.height}" viewBox="0 0 ${image.width} ${image.height}" role="img" aria-label="${escapeXml(image.altText)}">`,
    `<rect width="100%" height="100%" fill="${tint(product.colour, 0.88)}"/>`,
    body,
    '</svg>',
  ].join('');
}
