/** The mock shop's products as the browser tests name them: by their title, as a shopper sees it. */
import { catalogue } from '../../mocks/data/catalogue';

/** The product of the mock catalogue with this title: its handle and the price of its first variant. */
export function catalogueProduct(title: string) {
  const found = catalogue.find((each) => each.title === title);
  if (!found) throw new Error(`The mock catalogue has no "${title}"`);
  return { title, handle: found.handle, price: found.variants[0]!.price };
}
