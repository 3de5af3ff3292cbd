/**
 * The icon vocabulary editors pick from in the Studio (conditions, goals, topics, badges, claims).
 * `components/content-icon.tsx` draws each name; the Sanity schemas offer exactly this list.
 */
export const iconNames = [
  'droplet',
  'heart',
  'heart-pulse',
  'gauge',
  'scale',
  'bone',
  'brain',
  'shield',
  'leaf',
  'moon',
  'smile',
  'eye',
  'male',
  'female',
  'sparkles',
  'bolt',
  'lungs',
  'liver',
  'water',
  'apple',
  'flask',
  'certificate',
  'truck',
  'lock',
  'star',
  'users',
  'globe',
  'check',
  'calendar',
  'book',
  'phone',
  'email',
  'location',
  'clock',
] as const;

export type IconName = (typeof iconNames)[number];

export function isIconName(value: string): value is IconName {
  return (iconNames as readonly string[]).includes(value);
}
