/**
 * Firestore REST v1 values (`{ stringValue }`, `{ timestampValue }`, `{ mapValue }`, ...): how
 * they compare and sort, in Firestore's order of types, and how field paths reach into maps.
 * Both JSON dialects are read: the lite SDK's proto3 JSON and google-gax's (firebase-admin), which
 * may send integers as numbers and enums as numbers.
 */

export type Value = Record<string, unknown>;
export type Fields = Record<string, Value>;

/** Firestore's order of value types: null < boolean < number < timestamp < string < bytes < ... */
function typeOrder(value: Value): number {
  if ('nullValue' in value) return 0;
  if ('booleanValue' in value) return 1;
  if ('integerValue' in value || 'doubleValue' in value) return 2;
  if ('timestampValue' in value) return 3;
  if ('stringValue' in value) return 4;
  if ('bytesValue' in value) return 5;
  if ('referenceValue' in value) return 6;
  if ('geoPointValue' in value) return 7;
  if ('arrayValue' in value) return 8;
  if ('mapValue' in value) return 9;
  return 10;
}

export function isNumber(value: Value): boolean {
  return typeOrder(value) === 2;
}

export function numberOf(value: Value): number {
  return Number('integerValue' in value ? value.integerValue : value.doubleValue);
}

/** Seconds and nanoseconds of an RFC 3339 timestamp (or of a `{ seconds, nanos }` object). */
export function timestampParts(raw: unknown): [number, number] {
  if (raw && typeof raw === 'object') {
    const { seconds, nanos } = raw as { seconds?: unknown; nanos?: unknown };
    return [Number(seconds ?? 0), Number(nanos ?? 0)];
  }
  const match = /^(.*?)(?:\.(\d{1,9}))?(Z|[+-]\d\d:\d\d)$/.exec(String(raw));
  if (!match) return [Number.NaN, 0];
  const millis = Date.parse(`${match[1]}${match[3]}`);
  return [Math.floor(millis / 1000), Number((match[2] ?? '').padEnd(9, '0'))];
}

/** An RFC 3339 timestamp with microseconds, as Firestore writes them. */
export function formatTimestamp(date: Date, extraMicros = 0): string {
  const micros = String(date.getUTCMilliseconds() * 1000 + extraMicros).padStart(6, '0');
  return `${date.toISOString().slice(0, 19)}.${micros}Z`;
}

export function timestampValue(date: Date): Value {
  return { timestampValue: formatTimestamp(date) };
}

function compareNumbers(a: number, b: number): number {
  if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : -1;
  if (Number.isNaN(b)) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function segmentsOfReference(reference: string): string[] {
  return reference.split('/');
}

function compareArrays(a: Value[], b: Value[]): number {
  for (let index = 0; index < Math.min(a.length, b.length); index += 1) {
    const order = compareValues(a[index] as Value, b[index] as Value);
    if (order !== 0) return order;
  }
  return compareNumbers(a.length, b.length);
}

export function arrayItems(value: Value): Value[] {
  const array = value.arrayValue as { values?: Value[] } | undefined;
  return array?.values ?? [];
}

export function mapFields(value: Value): Fields {
  const map = value.mapValue as { fields?: Fields } | undefined;
  return map?.fields ?? {};
}

/** Firestore's total order of values (the order of `orderBy` and of cursors). */
export function compareValues(a: Value, b: Value): number {
  const typeDifference = typeOrder(a) - typeOrder(b);
  if (typeDifference !== 0) return typeDifference < 0 ? -1 : 1;
  switch (typeOrder(a)) {
    case 0:
      return 0;
    case 1:
      return compareNumbers(Number(a.booleanValue), Number(b.booleanValue));
    case 2:
      return compareNumbers(numberOf(a), numberOf(b));
    case 3: {
      const [aSeconds, aNanos] = timestampParts(a.timestampValue);
      const [bSeconds, bNanos] = timestampParts(b.timestampValue);
      return compareNumbers(aSeconds, bSeconds) || compareNumbers(aNanos, bNanos);
    }
    case 4:
      return compareStrings(String(a.stringValue), String(b.stringValue));
    case 5:
      return compareStrings(String(a.bytesValue), String(b.bytesValue));
    case 6: {
      const aSegments = segmentsOfReference(String(a.referenceValue));
      const bSegments = segmentsOfReference(String(b.referenceValue));
      for (let index = 0; index < Math.min(aSegments.length, bSegments.length); index += 1) {
        const order = compareStrings(aSegments[index] as string, bSegments[index] as string);
        if (order !== 0) return order;
      }
      return compareNumbers(aSegments.length, bSegments.length);
    }
    case 7: {
      const aPoint = a.geoPointValue as { latitude?: number; longitude?: number };
      const bPoint = b.geoPointValue as { latitude?: number; longitude?: number };
      return (
        compareNumbers(aPoint.latitude ?? 0, bPoint.latitude ?? 0) ||
        compareNumbers(aPoint.longitude ?? 0, bPoint.longitude ?? 0)
      );
    }
    case 8:
      return compareArrays(arrayItems(a), arrayItems(b));
    case 9: {
      const aEntries = Object.entries(mapFields(a)).sort(([x], [y]) => compareStrings(x, y));
      const bEntries = Object.entries(mapFields(b)).sort(([x], [y]) => compareStrings(x, y));
      for (let index = 0; index < Math.min(aEntries.length, bEntries.length); index += 1) {
        const [aKey, aValue] = aEntries[index] as [string, Value];
        const [bKey, bValue] = bEntries[index] as [string, Value];
        const order = compareStrings(aKey, bKey) || compareValues(aValue, bValue);
        if (order !== 0) return order;
      }
      return compareNumbers(aEntries.length, bEntries.length);
    }
    default:
      return 0;
  }
}

export function valuesEqual(a: Value, b: Value): boolean {
  if (isNumber(a) && isNumber(b) && (Number.isNaN(numberOf(a)) || Number.isNaN(numberOf(b)))) return false;
  return compareValues(a, b) === 0;
}

/** Whether two values are of the same kind for range filters (`<`, `>=`, ...), which never cross types. */
export function sameTypeClass(a: Value, b: Value): boolean {
  return typeOrder(a) === typeOrder(b);
}

export function isNullValue(value: Value): boolean {
  return 'nullValue' in value;
}

export function isNaNValue(value: Value): boolean {
  return 'doubleValue' in value && Number.isNaN(Number(value.doubleValue));
}

/** The segments of a field path: `a.b`, `` `odd.name`.c ``. */
export function parseFieldPath(path: string): string[] {
  const segments: string[] = [];
  let current = '';
  let quoted = false;
  for (let index = 0; index < path.length; index += 1) {
    const char = path[index] as string;
    if (quoted) {
      if (char === '\\' && index + 1 < path.length) {
        current += path[index + 1];
        index += 1;
      } else if (char === '`') quoted = false;
      else current += char;
    } else if (char === '`') quoted = true;
    else if (char === '.') {
      segments.push(current);
      current = '';
    } else current += char;
  }
  segments.push(current);
  return segments;
}

export function getField(fields: Fields, path: string): Value | undefined {
  const [first, ...rest] = parseFieldPath(path);
  let value = fields[first as string];
  for (const segment of rest) {
    if (!value || !('mapValue' in value)) return undefined;
    value = mapFields(value)[segment];
  }
  return value;
}

/** Sets (or, with `undefined`, deletes) the field at `path`, creating maps on the way. */
export function setField(fields: Fields, path: string, value: Value | undefined): void {
  const segments = parseFieldPath(path);
  let target = fields;
  for (const segment of segments.slice(0, -1)) {
    const existing = target[segment];
    if (!existing || !('mapValue' in existing)) {
      if (value === undefined) return;
      target[segment] = { mapValue: { fields: {} } };
    }
    const map = (target[segment] as Value).mapValue as { fields?: Fields };
    map.fields ??= {};
    target = map.fields;
  }
  const last = segments[segments.length - 1] as string;
  if (value === undefined) delete target[last];
  else target[last] = value;
}

/** A deep copy of fields (stored documents never share objects with requests or responses). */
export function cloneFields(fields: Fields): Fields {
  return JSON.parse(JSON.stringify(fields)) as Fields;
}

/** Plain JavaScript values as Firestore values (strings, numbers, booleans, null, Dates, lists, maps). */
export function toValue(input: unknown): Value {
  if (input === null || input === undefined) return { nullValue: null };
  if (input instanceof Date) return timestampValue(input);
  if (typeof input === 'string') return { stringValue: input };
  if (typeof input === 'boolean') return { booleanValue: input };
  if (typeof input === 'number') {
    return Number.isInteger(input) ? { integerValue: String(input) } : { doubleValue: input };
  }
  if (Array.isArray(input)) return { arrayValue: { values: input.map(toValue) } };
  return { mapValue: { fields: toFields(input as Record<string, unknown>) } };
}

export function toFields(input: Record<string, unknown>): Fields {
  return Object.fromEntries(Object.entries(input).map(([key, value]) => [key, toValue(value)]));
}

/** A Firestore value as plain JavaScript, the reverse of `toValue` (timestamps become Dates). */
export function fromValue(value: Value): unknown {
  if ('timestampValue' in value) {
    const [seconds, nanos] = timestampParts(value.timestampValue);
    return new Date(seconds * 1000 + Math.floor(nanos / 1_000_000));
  }
  if ('stringValue' in value) return value.stringValue;
  if ('booleanValue' in value) return value.booleanValue;
  if ('integerValue' in value || 'doubleValue' in value) return numberOf(value);
  if ('arrayValue' in value) return arrayItems(value).map(fromValue);
  if ('mapValue' in value) return fromFields(mapFields(value));
  if ('referenceValue' in value) return value.referenceValue;
  return null;
}

export function fromFields(fields: Fields): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, fromValue(value)]));
}
