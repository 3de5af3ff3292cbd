/**
 * The rules editors follow when they write an interaction rule (`InteractionRule`, in
 * `./medications`): the Studio refuses a message that diagnoses or tells a shopper what dose to
 * take, and every message sends the shopper to a healthcare provider. Pure checks, shared by the
 * Studio (schemas/documents/interaction-rule.ts) and its tests.
 */
import type { FindingSeverity } from './medications';

export const findingSeverities = ['info', 'caution', 'warning'] as const satisfies readonly FindingSeverity[];

/** How each severity is named to editors. */
export const findingSeverityLabels: Record<FindingSeverity, string> = {
  info: 'Info: worth knowing',
  caution: 'Caution: ask before combining',
  warning: 'Warning: a known, serious interaction',
};

/** A message is one or two plain sentences. */
export const INTERACTION_MESSAGE_LENGTH = { min: 20, max: 300 } as const;

/** The phrase every message carries: the store points to a professional, it never advises. */
export const HEALTHCARE_PROVIDER = 'healthcare provider';

/**
 * Wording that diagnoses or advises a dose, each with why it is refused. The store may say that an
 * ingredient and a class of medication interact; what to change is the healthcare provider's call.
 */
const advice: { pattern: RegExp; why: string }[] = [
  { pattern: /\bdos(?:e|es|ed|age|ages|ing)\b/i, why: 'speaks of a dose' },
  { pattern: /\bstop(?:s|ped|ping)? taking\b/i, why: 'tells the shopper to stop a medicine' },
  { pattern: /\btake (?:less|more|fewer)\b/i, why: 'tells the shopper how much to take' },
  { pattern: /\breduc(?:e|es|ed|ing)\b/i, why: 'tells the shopper to cut down' },
  { pattern: /\bdiagnos\w*/i, why: 'reads as a diagnosis' },
];

/** Why a rule's message is refused, in words for the editor; undefined when it is fine. */
export function interactionMessageProblem(message: string): string | undefined {
  for (const { pattern, why } of advice) {
    const word = pattern.exec(message)?.[0];
    if (word) {
      return `“${word}” ${why}. Say what the interaction is in plain words and leave doses and diagnoses to the shopper’s healthcare provider.`;
    }
  }
  if (!message.toLowerCase().includes(HEALTHCARE_PROVIDER)) {
    return 'End with a pointer to a professional, using the words “healthcare provider”, e.g. “Talk to your healthcare provider before taking it with a blood thinner.”';
  }
  return undefined;
}

/** Why a source address is refused: it must be a page of an authority, on https. */
export function sourceUrlProblem(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'Paste the full address of the source page, e.g. https://ods.od.nih.gov/factsheets/VitaminK-HealthProfessional/.';
  }
  return parsed.protocol === 'https:' && parsed.hostname !== ''
    ? undefined
    : 'Use the source’s https address (https://…): the store links only to secure pages.';
}
