/** A stored Firestore document, and the errors the Firestore API answers with. */
import type { Fields } from './firestore-values';

export interface StoredDocument {
  /** The path under the database root, e.g. `health_events/abc123`. */
  path: string;
  fields: Fields;
  createTime: string;
  updateTime: string;
}

const httpStatus = {
  INVALID_ARGUMENT: 400,
  FAILED_PRECONDITION: 400,
  UNAUTHENTICATED: 401,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  ALREADY_EXISTS: 409,
  ABORTED: 409,
  INTERNAL: 500,
  UNIMPLEMENTED: 501,
} as const;

export type FirestoreStatus = keyof typeof httpStatus;

export class FirestoreError extends Error {
  override name = 'FirestoreError';

  constructor(
    readonly status: FirestoreStatus,
    message: string,
  ) {
    super(message);
  }

  get httpStatus(): number {
    return httpStatus[this.status];
  }

  /** The JSON body Google APIs answer with. */
  toJSON() {
    return { error: { code: this.httpStatus, message: this.message, status: this.status } };
  }
}

export const permissionDenied = () =>
  new FirestoreError('PERMISSION_DENIED', 'Missing or insufficient permissions.');
