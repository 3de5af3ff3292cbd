/**
 * The store's firestore.rules, for the local services' Firestore: each `match` block that allows
 * something is an entry of `matches` with the same conditions, and the rules' functions that check
 * a quiz result are the functions below of the same names. A condition on the stored document
 * (`resource.data`) reads it for a get; for a query, as Firestore proves a query's results can
 * only be allowed ones, it reads the query's equality filters (`where field == value`). The blocks that allow nothing (the
 * inbox's collections, the catch-all) need no entry: what no entry allows is refused. Server code (firebase-admin, which the
 * emulators recognise by `Authorization: Bearer owner`) passes through, as with real Firestore.
 * tests/rules/rule-cases.ts runs the same cases against this and against firestore.rules in the
 * official emulator: a change to either comes with a case.
 */
import type { Filter } from './firestore-filters';
import { arrayItems, mapFields, valuesEqual, type Fields, type Value } from './firestore-values';

export type Caller = { kind: 'owner' } | { kind: 'user'; uid: string } | { kind: 'anonymous' };

type Method = 'get' | 'list' | 'create' | 'update' | 'delete';

/** What a condition reads: `request.auth.uid`, the path's wildcards, `request.resource.data`. */
interface Request {
  uid: string | null;
  params: Record<string, string>;
  /** The document as the write leaves it; null for a read or a delete. */
  data: Fields | null;
  /**
   * What a read may know of `resource.data`: the stored document for a get (null: none), the
   * fields a query's filters hold equal for a list.
   */
  resource: { kind: 'document'; fields: Fields | null } | { kind: 'query'; equal: Fields };
}

type Condition = (request: Request) => boolean;

const anyone: Condition = () => true;
/** The rules' `isSignedInAs(uid)` of the path's `{uid}`. */
const isSignedInAsUid: Condition = ({ uid, params }) => uid !== null && uid === params.uid;
const isOwnQuizResult: Condition = (request) =>
  isSignedInAsUid(request) && request.data !== null && isQuizResult(request.data);

/** `resource.data.<field> == value`, of the stored document or for every result of the query. */
const resourceFieldIs = ({ resource }: Request, field: string, value: Value): boolean => {
  const stored = resource.kind === 'document' ? resource.fields?.[field] : resource.equal[field];
  return stored !== undefined && valuesEqual(stored, value);
};
/** The rules' reviews `get`/`list`: published, or the caller's own (docs/reviews.md). */
const isPublishedOrOwnReview: Condition = (request) =>
  resourceFieldIs(request, 'status', { stringValue: 'published' }) ||
  (request.uid !== null && resourceFieldIs(request, 'uid', { stringValue: request.uid }));
/** The rules' `isOwnReviewId` for a review that does not exist (yet): `<handle>__<uid>`. */
const isMissingOwnReview: Condition = ({ uid, params, resource }) => {
  const parts = (params.reviewId ?? '').split('__');
  return resource.kind === 'document' && resource.fields === null && parts.length === 2 && parts[1] === uid;
};

const matches: { path: string; allow: Partial<Record<Method, Condition>> }[] = [
  { path: 'health_events/{eventId}', allow: { get: anyone, list: anyone } },
  { path: 'caregiver_resources/{resourceId}', allow: { get: anyone, list: anyone } },
  { path: 'support_groups/{groupId}', allow: { get: anyone, list: anyone } },
  { path: 'user_roles/{uid}', allow: { get: isSignedInAsUid } },
  {
    path: 'reviews/{reviewId}',
    allow: {
      get: (request) => isMissingOwnReview(request) || isPublishedOrOwnReview(request),
      list: isPublishedOrOwnReview,
    },
  },
  { path: 'review_summaries/{productHandle}', allow: { get: anyone, list: anyone } },
  {
    path: 'users/{uid}/quiz/latest',
    allow: {
      get: isSignedInAsUid,
      delete: isSignedInAsUid,
      create: isOwnQuizResult,
      update: isOwnQuizResult,
    },
  },
];

/**
 * The wildcards of `pattern` if the segments match it, else null. A null segment stands for every
 * document of a collection (a query), which only a wildcard matches.
 */
function paramsOf(pattern: string, segments: (string | null)[]): Record<string, string> | null {
  const parts = pattern.split('/');
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index] as string | null;
    const wildcard = /^\{(\w+)\}$/.exec(part)?.[1];
    if (wildcard === undefined && part !== segment) return null;
    if (wildcard !== undefined && segment !== null) params[wildcard] = segment;
  }
  return params;
}

function allows(
  caller: Caller,
  method: Method,
  segments: (string | null)[],
  data: Fields | null,
  resource: Request['resource'],
): boolean {
  if (caller.kind === 'owner') return true;
  const uid = caller.kind === 'user' ? caller.uid : null;
  return matches.some(({ path, allow }) => {
    const condition = allow[method];
    const params = condition && paramsOf(path, segments);
    return !!params && condition({ uid, params, data, resource });
  });
}

/** Whether the caller may read the document at `path`, which holds `stored` (null: none). */
export function mayGet(caller: Caller, path: string, stored: Fields | null): boolean {
  return allows(caller, 'get', path.split('/'), null, { kind: 'document', fields: stored });
}

const EQUAL = new Set(['EQUAL', 5]);

/** The fields a query's `where` holds equal in every result: its equality filters joined by AND. */
export function equalFields(where: Filter | undefined): Fields {
  if (!where) return {};
  if (where.fieldFilter && EQUAL.has(where.fieldFilter.op)) {
    return { [where.fieldFilter.field.fieldPath]: where.fieldFilter.value };
  }
  const composite = where.compositeFilter;
  if (composite && (composite.op === 'AND' || composite.op === 1)) {
    return Object.assign({}, ...composite.filters.map(equalFields)) as Fields;
  }
  return {};
}

/**
 * A query of `collectionId` under `parent` ('' for the root). A collection group query would need
 * a `{name=**}` wildcard, which no block has.
 */
export function mayList(
  caller: Caller,
  parent: string,
  collectionId: string,
  allDescendants: boolean,
  where?: Filter,
): boolean {
  if (allDescendants) return caller.kind === 'owner';
  const collection = parent ? `${parent}/${collectionId}` : collectionId;
  return allows(caller, 'list', [...collection.split('/'), null], null, {
    kind: 'query',
    equal: equalFields(where),
  });
}

/**
 * Whether the caller may write the document at `path`, which holds `before` (null: none) and
 * which the write leaves as `after` (null: deleted), transforms applied.
 */
export function mayWrite(caller: Caller, path: string, before: Fields | null, after: Fields | null): boolean {
  const method = after === null ? 'delete' : before === null ? 'create' : 'update';
  return allows(caller, method, path.split('/'), after, { kind: 'document', fields: before });
}

// The rules' patterns are RE2's, which count characters (the `u` flag), not UTF-16 code units.
const ANSWER_LIST = /^[^|]{1,60}([|][^|]{1,60}){0,23}$/u;
const REASON_LIST = /^(concern|symptom|gender):[^|]{1,60}([|](concern|symptom|gender):[^|]{1,60}){0,7}$/u;

const hasExactly = (fields: Fields, keys: readonly string[]) =>
  Object.keys(fields).length === keys.length && keys.every((key) => key in fields);

/**
 * A value as the rules' `join` writes it: text as it is, numbers, booleans and null as words, a
 * reference as its path from `/databases/`; null for what `join` refuses (maps, lists, timestamps...).
 */
function joinedText(value: Value): string | null {
  if ('stringValue' in value) return String(value.stringValue);
  if ('integerValue' in value) return String(value.integerValue);
  if ('doubleValue' in value) return String(value.doubleValue);
  if ('booleanValue' in value) return String(value.booleanValue);
  if ('nullValue' in value) return 'null';
  if ('referenceValue' in value) return String(value.referenceValue).replace(/^projects\/[^/]+/, '');
  return null;
}

/** The rules' `isAnswerValue`: text of 1 to 60 characters, counted as `size()` does (UTF-16). */
function isAnswerValue(value: Value): boolean {
  const text = value.stringValue;
  return typeof text === 'string' && text.length > 0 && text.length <= 60;
}

/** The rules' `isTextList`: empty, or the items joined by "|" match `pattern` in full. */
function isTextList(value: Value | undefined, pattern: RegExp): boolean {
  if (!value || !('arrayValue' in value)) return false;
  const texts = arrayItems(value).map(joinedText);
  if (texts.length === 0) return true;
  return texts.every((text) => text !== null) && pattern.test(texts.join('|'));
}

function isQuizAnswers(value: Value | undefined): boolean {
  if (!value || !('mapValue' in value)) return false;
  const answers = mapFields(value);
  const isNullOrAnswer = (answer: Value | undefined) =>
    !!answer && ('nullValue' in answer || isAnswerValue(answer));
  return (
    hasExactly(answers, ['ageGroup', 'gender', 'primaryConcerns', 'symptoms']) &&
    isNullOrAnswer(answers.ageGroup) &&
    isNullOrAnswer(answers.gender) &&
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

/** Up to 12 recommendations, each checked. */
function isRecommendationList(value: Value | undefined): boolean {
  if (!value || !('arrayValue' in value)) return false;
  const recommendations = arrayItems(value);
  return recommendations.length <= 12 && recommendations.every(isRecommendation);
}

/** The rules' `isQuizResult`: exactly the store's fields, of their types, within their bounds. */
function isQuizResult(data: Fields): boolean {
  return (
    hasExactly(data, ['answers', 'recommendations', 'finishedAt']) &&
    isQuizAnswers(data.answers) &&
    isRecommendationList(data.recommendations) &&
    data.finishedAt !== undefined &&
    'timestampValue' in data.finishedAt
  );
}
