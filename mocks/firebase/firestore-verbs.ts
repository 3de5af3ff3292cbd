/**
 * The Firestore REST methods on the database (`POST .../documents:<verb>`): batchGet, runQuery and
 * runAggregationQuery (which stream, so they answer with a JSON array), commit, batchWrite and the
 * transactions' begin and rollback, and listCollectionIds for server code.
 */
import { FirestoreError, permissionDenied, type StoredDocument } from './firestore-errors';
import type { StructuredQuery } from './firestore-query';
import { documentJson, mayCommit, rootOf, type Json, type MethodCall, type Route } from './firestore-request';
import { mayGet, mayList } from './firestore-rules';
import { isDocumentPath, type DocumentWrite, type FieldTransform } from './firestore-store';
import { formatTimestamp, getField, numberOf, type Fields, type Value } from './firestore-values';

function pathOfName(name: unknown, root: string): string {
  if (typeof name !== 'string' || !name.startsWith(`${root}/`)) {
    throw new FirestoreError('INVALID_ARGUMENT', `Invalid document name: ${String(name)}`);
  }
  return name.slice(root.length + 1);
}

const readTime = () => formatTimestamp(new Date());

function newTransactionId(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

function queryParent(route: Route): string {
  if (route.path && !isDocumentPath(route.path)) {
    throw new FirestoreError('INVALID_ARGUMENT', `Invalid parent: ${rootOf(route)}/${route.path}`);
  }
  return route.path;
}

function toDocumentWrite(write: Json, root: string): DocumentWrite {
  const precondition = write.currentDocument as DocumentWrite['precondition'];
  if (write.update) {
    const update = write.update as Json;
    const mask = write.updateMask as { fieldPaths?: string[] } | undefined;
    return {
      kind: 'update',
      path: pathOfName(update.name, root),
      fields: (update.fields as Fields | undefined) ?? {},
      ...(mask ? { mask: mask.fieldPaths ?? [] } : {}),
      transforms: (write.updateTransforms as FieldTransform[] | undefined) ?? [],
      precondition,
    };
  }
  if (write.delete) return { kind: 'delete', path: pathOfName(write.delete, root), precondition };
  if (write.transform) {
    const transform = write.transform as { document?: string; fieldTransforms?: FieldTransform[] };
    return {
      kind: 'transform',
      path: pathOfName(transform.document, root),
      transforms: transform.fieldTransforms ?? [],
      precondition,
    };
  }
  throw new FirestoreError('INVALID_ARGUMENT', 'A write needs update, delete or transform.');
}

function transactionFields(body: Json): Json {
  return body.newTransaction ? { transaction: newTransactionId() } : {};
}

function runQuery({ store, route, root, caller }: MethodCall, query: StructuredQuery): StoredDocument[] {
  const parent = queryParent(route);
  const from = query.from?.[0];
  if (!mayList(caller, parent, from?.collectionId ?? '', Boolean(from?.allDescendants), query.where))
    throw permissionDenied();
  return store.query(query, { root, parent });
}

function aggregate(documents: StoredDocument[], aggregation: Json): Value {
  if (aggregation.count) {
    const upTo = Number((aggregation.count as { upTo?: unknown }).upTo ?? Number.POSITIVE_INFINITY);
    return { integerValue: String(Math.min(documents.length, upTo)) };
  }
  const operand = (aggregation.sum ?? aggregation.avg) as { field?: { fieldPath?: string } } | undefined;
  const path = operand?.field?.fieldPath;
  if (!path) throw new FirestoreError('INVALID_ARGUMENT', 'Unsupported aggregation.');
  const numbers = documents
    .map((document) => getField(document.fields, path))
    .filter((value): value is Value => !!value && ('integerValue' in value || 'doubleValue' in value));
  const sum = numbers.reduce((total, value) => total + numberOf(value), 0);
  if (aggregation.avg) return numbers.length ? { doubleValue: sum / numbers.length } : { nullValue: null };
  return numbers.every((value) => 'integerValue' in value)
    ? { integerValue: String(sum) }
    : { doubleValue: sum };
}

/** The answer to `POST .../documents:<verb>`, or undefined for a verb (or path) this API does not know. */
export function answerVerb(call: MethodCall, verb: string): unknown {
  const { store, route, root, caller, body } = call;
  const nameOf = (path: string) => `${root}/${path}`;
  switch (verb) {
    case 'batchGet': {
      if (route.path) break;
      const paths = ((body.documents as unknown[] | undefined) ?? []).map((name) => pathOfName(name, root));
      const documents = store.getAll(paths);
      if (!paths.every((path, index) => mayGet(caller, path, documents[index]?.fields ?? null)))
        throw permissionDenied();
      const mask = (body.mask as { fieldPaths?: string[] } | undefined)?.fieldPaths;
      const time = readTime();
      return documents.map((document, index) => ({
        ...(index === 0 ? transactionFields(body) : {}),
        ...(document
          ? { found: documentJson(document, root, mask) }
          : { missing: nameOf(paths[index] as string) }),
        readTime: time,
      }));
    }
    case 'runQuery': {
      const documents = runQuery(call, (body.structuredQuery ?? {}) as StructuredQuery);
      const time = readTime();
      const results = documents.map((document) => ({
        document: documentJson(document, root),
        readTime: time,
      }));
      const rows: Json[] = results.length > 0 ? results : [{ readTime: time }];
      rows[0] = { ...transactionFields(body), ...rows[0] };
      return rows;
    }
    case 'runAggregationQuery': {
      const aggregationQuery = (body.structuredAggregationQuery ?? {}) as {
        structuredQuery?: StructuredQuery;
        aggregations?: Json[];
      };
      const query = { ...(aggregationQuery.structuredQuery ?? {}) };
      const documents = runQuery(call, query);
      const aggregateFields = Object.fromEntries(
        (aggregationQuery.aggregations ?? []).map((aggregation, index) => [
          (aggregation.alias as string | undefined) ?? `field_${index + 1}`,
          aggregate(documents, aggregation),
        ]),
      );
      return [{ ...transactionFields(body), result: { aggregateFields }, readTime: readTime() }];
    }
    case 'commit': {
      if (route.path) break;
      const writes = ((body.writes as Json[] | undefined) ?? []).map((write) => toDocumentWrite(write, root));
      if (!mayCommit(caller, store, writes)) throw permissionDenied();
      return store.commit(writes, nameOf);
    }
    case 'batchWrite': {
      if (route.path) break;
      if (caller.kind !== 'owner') throw permissionDenied();
      const outcomes = ((body.writes as Json[] | undefined) ?? []).map((write) => {
        try {
          const [result] = store.commit([toDocumentWrite(write, root)], nameOf).writeResults;
          return { result: result ?? {}, status: {} };
        } catch (error) {
          if (!(error instanceof FirestoreError)) throw error;
          const code = { ALREADY_EXISTS: 6, NOT_FOUND: 5, FAILED_PRECONDITION: 9, INVALID_ARGUMENT: 3 }[
            error.status as string
          ];
          return { result: {}, status: { code: code ?? 13, message: error.message } };
        }
      });
      return {
        writeResults: outcomes.map((outcome) => outcome.result),
        status: outcomes.map((outcome) => outcome.status),
      };
    }
    case 'beginTransaction':
      if (route.path) break;
      return { transaction: newTransactionId() };
    case 'rollback':
      if (route.path) break;
      return {};
    case 'listCollectionIds':
      if (caller.kind !== 'owner') throw permissionDenied();
      return { collectionIds: store.listCollectionIds(queryParent(route)) };
  }
  return undefined;
}
