import { paths } from '../../config/paths';

/** A product's own page. */
export const productHref = paths.product;
