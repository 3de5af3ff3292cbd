/**
 * The store's firestore.rules, applied to requests from the client SDKs: the community lists are
 * public to read and never written from a browser; `user_roles/{uid}` can be read (get, not list)
 * only by that signed-in user; `users/{uid}/quiz/latest`, a shopper's last quiz result, can be
 * read, written and deleted only by that signed-in user, and a write must be a result of the
 * store's shape (the same checks as the rules' `isQuizResult`); everything else is closed, the
 * inbox's collections among it (newsletter subscribers, back-in-stock requests, contact messages,
 * mail, rate-limit counters), which firestore.rules names one by one. Server
 * code (firebase-admin, which the emulators recognise by `Authorization: Bearer owner`) passes
 * through, as with real Firestore.
 */
import { arrayItems, mapFields, type Fields, type Value } from './firestore-values';

export type Caller = { kind: 'owner' } | { kind: 'user'; uid: string } | { kind: 'anonymous' };

export const publicLists: ReadonlySet<string> = new Set([
  'health_events',
  'caregiver_resources',
  'support_groups',
]);

const QUIZ_RESULT_PATH = /^users\/([^/]+)\/quiz\/latest$/;

/** Whether `path` is the caller's own quiz result document. */
function isOwnQuizResult(caller: Caller, path: string): boolean {
  const uid = QUIZ_RESULT_PATH.exec(path)?.[1];
  return uid !== undefined && caller.kind === 'user' && caller.uid === uid;
}

export function mayGet(caller: Caller, path: string): boolean {
  if (caller.kind === 'owner') return true;
  if (isOwnQuizResult(caller, path)) return true;
  const [collection, id, ...deeper] = path.split('/');
  if (!collection || !id || deeper.length > 0) return false;
  if (publicLists.has(collection)) return true;
  return collection === 'user_roles' && caller.kind === 'user' && caller.uid === id;
}

/** A query of `collectionId` under `parent` ('' for the root); collection groups match no rule. */
export function mayList(
  caller: Caller,
  parent: string,
  collectionId: string,
  allDescendants: boolean,
): boolean {
  if (caller.kind === 'owner') return true;
  return parent === '' && !allDescendants && publicLists.has(collectionId);
}

/**
 * Whether the caller may write the document at `path` so that it ends up with `after` (null: the
 * write deletes it). Only server code writes, but for a shopper's own quiz result.
 */
export function mayWrite(caller: Caller, path: string, after: Fields | null): boolean {
  if (caller.kind === 'owner') return true;
  if (!isOwnQuizResult(caller, path)) return false;
  return after === null || isQuizResult(after);
}

const ANSWER_LIST = /^[^|]{1,60}([|][^|]{1,60}){0,23}$/;
const REASON_LIST = /^(concern|symptom|gender):[^|]{1,60}([|](concern|symptom|gender):[^|]{1,60}){0,7}$/;

const hasExactly = (fields: Fields, keys: readonly string[]) =>
  Object.keys(fields).length === keys.length && keys.every((key) => key in fields);

/** A value as the rules' `join` writes it; null for a map or a list, which `join` refuses. */
function joinedText(value: Value): string | null {
  if ('stringValue' in value) return String(value.stringValue);
  if ('integerValue' in value) return String(value.integerValue);
  if ('doubleValue' in value) return String(value.doubleValue);
  if ('booleanValue' in value) return String(value.booleanValue);
  return null;
}

/** The rules' `isTextList`: empty, or the items joined by "|" match `pattern` in full. */
function isTextList(value: Value | undefined, pattern: RegExp): boolean {
  if (!value || !('arrayValue' in value)) return false;
  const texts = arrayItems(value).map(joinedText);
  if (texts.length === 0) return true;
  return texts.every((text) => text !== null) && pattern.test(texts.join('|'));
}

function isOptionalAnswer(value: Value | undefined): boolean {
  if (!value) return false;
  if ('nullValue' in value) return true;
  return (
    'stringValue' in value && String(value.stringValue).length > 0 && String(value.stringValue).length <= 60
  );
}

function isQuizAnswers(value: Value | undefined): boolean {
  if (!value || !('mapValue' in value)) return false;
  const answers = mapFields(value);
  return (
    hasExactly(answers, ['ageGroup', 'gender', 'primaryConcerns', 'symptoms']) &&
    isOptionalAnswer(answers.ageGroup) &&
    isOptionalAnswer(answers.gender) &&
    isTextList(answers.primaryConcerns, ANSWER_LIST) &&
    isTextList(answers.symptoms, ANSWER_LIST)
  );
}

function isRecommendation(value: Value): boolean {
  if (!('mapValue' in value)) return false;
  const recommendation = mapFields(value);
  const number = recommendation.number;
  return (
    hasExactly(recommendation, ['number', 'reasons']) &&
    number !== undefined &&
    'stringValue' in number &&
    /^[0-9]{1,6}$/.test(String(number.stringValue)) &&
    isTextList(recommendation.reasons, REASON_LIST)
  );
}

/** The rules' `isQuizResult`: exactly the store's fields, of their types, within their bounds. */
export function isQuizResult(fields: Fields): boolean {
  const { recommendations, finishedAt } = fields;
  return (
    hasExactly(fields, ['answers', 'recommendations', 'finishedAt']) &&
    isQuizAnswers(fields.answers) &&
    recommendations !== undefined &&
    'arrayValue' in recommendations &&
    arrayItems(recommendations).length <= 12 &&
    arrayItems(recommendations).every(isRecommendation) &&
    finishedAt !== undefined &&
    'timestampValue' in finishedAt
  );
}
