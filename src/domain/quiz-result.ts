/**
 * What the quiz remembers once the shopper has finished it: the answers (never the medications,
 * which stay in the browser on their own) and the recommendations with their reasons, with when it
 * was finished. The same stored shape goes to this browser's localStorage and, for a signed-in
 * shopper, to Firestore (`users/{uid}/quiz/latest`); `firestore.rules` bounds it with the limits
 * below, so a result the store writes always passes the rules.
 */
import type { QuizAnswers, QuizReason, Recommendation } from './recommendations';

export interface QuizResult {
  answers: QuizAnswers;
  recommendations: Recommendation[];
  /** When the shopper finished the quiz, as ISO 8601 text: the newer of two results wins. */
  finishedAt: string;
}

/**
 * The result as stored: each reason written as "kind:value" ("concern:blood-sugar"), which the
 * security rules can bound as text. `finishedAt` is ISO text here; Firestore keeps a timestamp.
 */
export interface StoredQuizResult {
  answers: { ageGroup: string | null; gender: string | null; primaryConcerns: string[]; symptoms: string[] };
  recommendations: { number: string; reasons: string[] }[];
  finishedAt: string;
}

/** The bounds `firestore.rules` sets on a stored result. */
export const quizResultLimits = {
  /** Characters of an answer value ("blood-sugar"), which never contains "|". */
  valueLength: 60,
  /** Concerns, and symptoms, kept. */
  answersPerQuestion: 24,
  /** The Studio allows at most 12 recommendations. */
  recommendations: 12,
  /** Digits of a catalogue number. */
  numberLength: 6,
  reasonsPerProduct: 8,
} as const;

const reasonKinds: readonly QuizReason['kind'][] = ['concern', 'symptom', 'gender'];

export function encodeQuizReason(reason: QuizReason): string {
  return `${reason.kind}:${reason.value}`;
}

export function decodeQuizReason(text: unknown): QuizReason | null {
  if (typeof text !== 'string') return null;
  const colon = text.indexOf(':');
  const kind = text.slice(0, colon) as QuizReason['kind'];
  const value = text.slice(colon + 1);
  if (colon < 0 || !reasonKinds.includes(kind) || !isAnswerValue(value)) return null;
  return { kind, value };
}

/** Text of 1 to 60 characters without "|" (the rules check a list's items joined by "|"). */
function isAnswerValue(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length > 0 &&
    value.length <= quizResultLimits.valueLength &&
    !value.includes('|')
  );
}

function optionalAnswer(value: unknown): string | null | undefined {
  if (value === null) return null;
  return isAnswerValue(value) ? value : undefined;
}

function answerList(value: unknown): string[] | null {
  if (!Array.isArray(value) || value.length > quizResultLimits.answersPerQuestion) return null;
  return value.every(isAnswerValue) ? [...new Set(value)] : null;
}

function parseAnswers(value: unknown): QuizAnswers | null {
  if (typeof value !== 'object' || value === null) return null;
  const fields = value as Record<string, unknown>;
  const ageGroup = optionalAnswer(fields.ageGroup);
  const gender = optionalAnswer(fields.gender);
  const primaryConcerns = answerList(fields.primaryConcerns);
  const symptoms = answerList(fields.symptoms);
  if (ageGroup === undefined || gender === undefined || !primaryConcerns || !symptoms) return null;
  return { ageGroup, gender, primaryConcerns, symptoms };
}

function parseRecommendation(value: unknown): Recommendation | null {
  if (typeof value !== 'object' || value === null) return null;
  const { number, reasons } = value as Record<string, unknown>;
  if (typeof number !== 'string' || !/^[0-9]{1,6}$/.test(number)) return null;
  if (!Array.isArray(reasons) || reasons.length > quizResultLimits.reasonsPerProduct) return null;
  const decoded = reasons.map(decodeQuizReason);
  if (decoded.some((reason) => reason === null)) return null;
  return { number, reasons: decoded as QuizReason[] };
}

/**
 * A result read back from storage (localStorage or Firestore, with `finishedAt` as ISO text), or
 * null when it is missing or not one the quiz writes: then it is ignored, as if never taken.
 */
export function parseQuizResult(value: unknown): QuizResult | null {
  if (typeof value !== 'object' || value === null) return null;
  const fields = value as Record<string, unknown>;
  const answers = parseAnswers(fields.answers);
  if (!answers) return null;
  const list = fields.recommendations;
  if (!Array.isArray(list) || list.length > quizResultLimits.recommendations) return null;
  const recommendations = list.map(parseRecommendation);
  if (recommendations.some((recommendation) => recommendation === null)) return null;
  const numbers = recommendations.map((recommendation) => recommendation?.number);
  if (new Set(numbers).size !== numbers.length) return null;
  const { finishedAt } = fields;
  if (typeof finishedAt !== 'string' || Number.isNaN(Date.parse(finishedAt))) return null;
  return {
    answers,
    recommendations: recommendations as Recommendation[],
    finishedAt: new Date(finishedAt).toISOString(),
  };
}

/** The result in its stored shape (see `StoredQuizResult`). */
export function storedQuizResult(result: QuizResult): StoredQuizResult {
  return {
    answers: {
      ageGroup: result.answers.ageGroup,
      gender: result.answers.gender,
      primaryConcerns: [...result.answers.primaryConcerns],
      symptoms: [...result.answers.symptoms],
    },
    recommendations: result.recommendations.map(({ number, reasons }) => ({
      number,
      reasons: reasons.map(encodeQuizReason),
    })),
    finishedAt: result.finishedAt,
  };
}

/** Whether `candidate` was finished after `current` (anything beats no result). */
export function isNewerQuizResult(candidate: QuizResult | null, current: QuizResult | null): boolean {
  if (!candidate) return false;
  if (!current) return true;
  return Date.parse(candidate.finishedAt) > Date.parse(current.finishedAt);
}

/**
 * What to do when a signed-in shopper's saved result (Firestore) meets this browser's: the newer
 * wins. `keep` is the result this browser should keep (when the account's is newer), `upload` the
 * one to save to the account (when this browser's is newer); either may be null.
 */
export function reconcileQuizResults(
  local: QuizResult | null,
  account: QuizResult | null,
): { keep: QuizResult | null; upload: QuizResult | null } {
  if (isNewerQuizResult(account, local)) return { keep: account, upload: null };
  if (isNewerQuizResult(local, account)) return { keep: null, upload: local };
  return { keep: null, upload: null };
}
