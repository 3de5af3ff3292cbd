import { paths } from '../../config/paths';

/** The shop, filtered to one condition's products. */
export function shopCategoryHref(slug: string): string {
  return `${paths.shop}?${new URLSearchParams({ category: slug }).toString()}`;
}
