/**
 * An in-memory Firestore document store: documents by path with their fields (REST v1 values) and
 * create/update times, batch reads, structured queries and atomic commits with Firestore's
 * preconditions (`exists`, `updateTime`), update masks and field transforms. Where the documents
 * are kept is up to its table: plain memory (the local server) or the mock backend's seed plus
 * what the browser saved (see community-store.ts).
 */
import { FirestoreError, type StoredDocument } from './firestore-errors';
import type { QueryContext } from './firestore-filters';
import { runStructuredQuery, type StructuredQuery } from './firestore-query';
import {
  arrayItems,
  cloneFields,
  compareValues,
  formatTimestamp,
  getField,
  isNumber,
  numberOf,
  setField,
  valuesEqual,
  type Fields,
  type Value,
} from './firestore-values';

export type { StoredDocument };

export interface DocumentTable {
  load(): Map<string, StoredDocument>;
  save(documents: Map<string, StoredDocument>): void;
}

/** A table in memory, starting from `initial()` and back to it on `reset()`. */
export function memoryTable(initial: () => StoredDocument[] = () => []): DocumentTable & { reset(): void } {
  let documents = new Map(initial().map((document) => [document.path, document]));
  return {
    load: () => documents,
    save(next) {
      documents = next;
    },
    reset() {
      documents = new Map(initial().map((document) => [document.path, document]));
    },
  };
}

export interface FieldTransform {
  fieldPath: string;
  setToServerValue?: string | number;
  increment?: Value;
  maximum?: Value;
  minimum?: Value;
  appendMissingElements?: { values?: Value[] };
  removeAllFromArray?: { values?: Value[] };
}

export interface Precondition {
  exists?: boolean;
  updateTime?: string;
}

/** One write of a commit, with document paths (the REST layer turns names into paths). */
export type DocumentWrite =
  | {
      kind: 'update';
      path: string;
      fields: Fields;
      /** Only these field paths change; without a mask the document is replaced. */
      mask?: string[];
      transforms?: FieldTransform[];
      precondition?: Precondition;
    }
  | { kind: 'delete'; path: string; precondition?: Precondition }
  | { kind: 'transform'; path: string; transforms: FieldTransform[]; precondition?: Precondition };

export interface WriteResult {
  updateTime?: string;
  transformResults?: Value[];
}

export function isDocumentPath(path: string): boolean {
  const segments = path.split('/');
  return segments.length % 2 === 0 && segments.every(Boolean);
}

let lastMicros = 0;

/** Commit times: microseconds, strictly increasing, so every write has its own updateTime. */
function nextCommitTime(): string {
  const micros = Math.max(Date.now() * 1000, lastMicros + 1);
  lastMicros = micros;
  const date = new Date(Math.floor(micros / 1000));
  return formatTimestamp(date, micros % 1000);
}

function applyTransform(fields: Fields, transform: FieldTransform, commitTime: string): Value {
  const current = getField(fields, transform.fieldPath);
  let result: Value;
  if (transform.setToServerValue !== undefined) {
    if (transform.setToServerValue !== 'REQUEST_TIME' && transform.setToServerValue !== 1) {
      throw new FirestoreError('INVALID_ARGUMENT', `Unknown server value ${transform.setToServerValue}`);
    }
    result = { timestampValue: commitTime };
  } else if (transform.increment) {
    const base = current && isNumber(current) ? current : { integerValue: '0' };
    const sum = numberOf(base) + numberOf(transform.increment);
    result =
      'integerValue' in base && 'integerValue' in transform.increment
        ? { integerValue: String(sum) }
        : { doubleValue: sum };
  } else if (transform.maximum || transform.minimum) {
    const operand = (transform.maximum ?? transform.minimum) as Value;
    if (!current || !isNumber(current)) result = operand;
    else {
      const order = compareValues(current, operand);
      result = (transform.maximum ? order >= 0 : order <= 0) ? current : operand;
    }
  } else if (transform.appendMissingElements) {
    const items = current && 'arrayValue' in current ? arrayItems(current) : [];
    for (const value of transform.appendMissingElements.values ?? []) {
      if (!items.some((item) => valuesEqual(item, value))) items.push(value);
    }
    result = { arrayValue: { values: items } };
  } else if (transform.removeAllFromArray) {
    const removed = transform.removeAllFromArray.values ?? [];
    const items = current && 'arrayValue' in current ? arrayItems(current) : [];
    result = {
      arrayValue: { values: items.filter((item) => !removed.some((value) => valuesEqual(item, value))) },
    };
  } else {
    throw new FirestoreError('INVALID_ARGUMENT', `Unsupported transform of ${transform.fieldPath}`);
  }
  setField(fields, transform.fieldPath, result);
  return result;
}

/**
 * The fields a write leaves in a document that holds `existing` (null: none), its transforms
 * applied at `commitTime`; null when it deletes the document.
 */
export function writtenFields(
  existing: Fields | null,
  write: DocumentWrite,
  commitTime: string,
): { fields: Fields | null; transformResults: Value[] } {
  if (write.kind === 'delete') return { fields: null, transformResults: [] };
  let fields: Fields;
  if (write.kind === 'transform') fields = cloneFields(existing ?? {});
  else if (write.mask) {
    fields = cloneFields(existing ?? {});
    for (const path of write.mask) setField(fields, path, getField(write.fields, path));
  } else fields = cloneFields(write.fields);
  const transformResults = (write.transforms ?? []).map((transform) =>
    applyTransform(fields, transform, commitTime),
  );
  return { fields, transformResults };
}

export class DocumentStore {
  constructor(private readonly table: DocumentTable) {}

  /** Every stored document (a copy). */
  documents(): StoredDocument[] {
    return [...this.table.load().values()].map((document) => structuredClone(document));
  }

  get(path: string): StoredDocument | null {
    const document = this.table.load().get(path);
    return document ? structuredClone(document) : null;
  }

  getAll(paths: string[]): (StoredDocument | null)[] {
    const documents = this.table.load();
    return paths.map((path) => {
      const document = documents.get(path);
      return document ? structuredClone(document) : null;
    });
  }

  query(query: StructuredQuery, context: QueryContext): StoredDocument[] {
    return runStructuredQuery(this.table.load().values(), query, context).map((document) =>
      structuredClone(document),
    );
  }

  /** The ids of the collections directly under `parent` ('' for the root). */
  listCollectionIds(parent: string): string[] {
    const depth = parent ? parent.split('/').length : 0;
    const ids = new Set<string>();
    for (const path of this.table.load().keys()) {
      if (parent && !path.startsWith(`${parent}/`)) continue;
      const id = path.split('/')[depth];
      if (id) ids.add(id);
    }
    return [...ids].sort();
  }

  /**
   * Applies the writes in order, all or nothing: the first failing precondition fails the whole
   * commit and nothing changes. `nameOf` turns a path into the document name errors show.
   */
  commit(writes: DocumentWrite[], nameOf: (path: string) => string = (path) => path) {
    const documents = new Map(this.table.load());
    const commitTime = nextCommitTime();
    const writeResults: WriteResult[] = writes.map((write) => {
      if (!isDocumentPath(write.path)) {
        throw new FirestoreError('INVALID_ARGUMENT', `Invalid document path: ${nameOf(write.path)}`);
      }
      const existing = documents.get(write.path);
      const { precondition } = write;
      if (precondition?.exists === false && existing) {
        throw new FirestoreError('ALREADY_EXISTS', `Document already exists: ${nameOf(write.path)}`);
      }
      if (precondition?.exists === true && !existing) {
        throw new FirestoreError('NOT_FOUND', `No document to update: ${nameOf(write.path)}`);
      }
      if (precondition?.updateTime !== undefined && existing?.updateTime !== precondition.updateTime) {
        throw new FirestoreError('FAILED_PRECONDITION', `The document ${nameOf(write.path)} has changed.`);
      }
      const { fields, transformResults } = writtenFields(existing?.fields ?? null, write, commitTime);
      if (fields === null) {
        documents.delete(write.path);
        return {};
      }
      documents.set(write.path, {
        path: write.path,
        fields,
        createTime: existing?.createTime ?? commitTime,
        updateTime: commitTime,
      });
      return { updateTime: commitTime, ...(transformResults.length ? { transformResults } : {}) };
    });
    this.table.save(documents);
    return { writeResults, commitTime };
  }
}
