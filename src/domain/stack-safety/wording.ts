/**
 * How a finding reads: products named in a list, the sentence that asks the shopper to talk to a
 * healthcare provider, and the source it cites. Every finding says what was found and points to a
 * healthcare provider; none diagnoses or suggests an amount.
 */
import { paths } from '../../config/paths';
import { HEALTHCARE_PROVIDER } from '../interaction-rules';
import type { StackItem } from './findings';

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** "A", "A and B", "A, B and C". */
export function listOf(titles: readonly string[]): string {
  if (titles.length <= 1) return titles.join('');
  return `${titles.slice(0, -1).join(', ')} and ${titles[titles.length - 1]}`;
}

export const talkToProvider = (count: number) =>
  count > 1
    ? 'Talk to your healthcare provider before taking them together.'
    : 'Talk to your healthcare provider before taking it.';

/**
 * A rule's message as the shopper reads it: the quality team's rules end by pointing to the
 * shopper's healthcare provider (the Studio checks it); one that does not gets the store's own.
 */
export function withProviderPointer(message: string, several: boolean): string {
  if (message.toLowerCase().includes(HEALTHCARE_PROVIDER)) return message;
  return `${message} Talk to your healthcare provider before taking ${several ? 'them' : 'it'} with your medication.`;
}

export function productSource(item: StackItem) {
  return { label: item.title, url: paths.product(item.handle) };
}

/** Products a stack repeats (the same handle twice) are one product to the shopper. */
export function uniqueTitles(items: readonly StackItem[]): { handles: string[]; titles: string[] } {
  const seen = new Map<string, string>();
  for (const item of items) if (!seen.has(item.handle)) seen.set(item.handle, item.title);
  return { handles: [...seen.keys()], titles: [...seen.values()] };
}

export function sourceLabel(url: string): string {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return url;
  }
  if (host === 'ods.od.nih.gov') return 'NIH Office of Dietary Supplements';
  if (host.endsWith('medlineplus.gov')) return 'MedlinePlus';
  if (host === 'www.nccih.nih.gov' || host === 'nccih.nih.gov') return 'NIH NCCIH';
  return host.replace(/^www\./, '');
}

/** "upper-limit, duplicate or interaction": the checks that ran on a stack, as "No … findings" names them. */
export function checksRun(productCount: number, interactionsChecked: boolean): string {
  const checks = [
    'upper-limit',
    ...(productCount > 1 ? ['duplicate'] : []),
    ...(interactionsChecked ? ['interaction'] : []),
  ];
  return checks.length === 1 ? checks.join('') : `${checks.slice(0, -1).join(', ')} or ${checks.at(-1)}`;
}
