/**
 * Runs the cases of rule-cases.ts against a Firestore that speaks the emulator's protocol at a
 * host: the official Firestore emulator, or the local services' Firestore server. Each visitor is
 * an app of the Firestore lite SDK the store itself uses, with the emulator's mock ID token (as
 * @firebase/rules-unit-testing signs its contexts in); the seed is written with the owner token,
 * which skips the rules, and written afresh after every case that changed a document.
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  arrayUnion,
  collection,
  collectionGroup,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getCount,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  setLogLevel,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import {
  ruleCases,
  seededDocuments,
  SdkValue,
  visitors,
  type Data,
  type RuleCase,
  type Visitor,
} from './rule-cases';

export const PROJECT_ID = 'demo-sankofa-wellness';

/** The data of a case as the SDK writes it: Dates become timestamps, SdkValues the SDK's own. */
function sdkValue(db: Firestore, value: unknown): unknown {
  if (value instanceof SdkValue) {
    if (value.kind === 'serverTimestamp') return serverTimestamp();
    if (value.kind === 'reference') return doc(db, String(value.args[0]));
    return arrayUnion(...value.args.map((item) => sdkValue(db, item)));
  }
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  if (Array.isArray(value)) return value.map((item) => sdkValue(db, item));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, sdkValue(db, item)]));
}

const sdkData = (db: Firestore, data: Data) => sdkValue(db, data) as DocumentData;

function queryOf(db: Firestore, ruleCase: Extract<RuleCase, { op: 'list' | 'count' }>) {
  const constraints: QueryConstraint[] = [];
  if (ruleCase.where) constraints.push(where(ruleCase.where[0], '==', ruleCase.where[1]));
  for (const [field, value] of ruleCase.andWhere ?? []) constraints.push(where(field, '==', value));
  if (ruleCase.newestBy) constraints.push(orderBy(ruleCase.newestBy, 'desc'));
  if (ruleCase.limit) constraints.push(limit(ruleCase.limit));
  const source = ruleCase.group ? collectionGroup(db, ruleCase.path) : collection(db, ruleCase.path);
  return query(source, ...constraints);
}

async function perform(db: Firestore, ruleCase: RuleCase): Promise<unknown> {
  switch (ruleCase.op) {
    case 'get':
      return getDoc(doc(db, ruleCase.path));
    case 'list':
      return getDocs(queryOf(db, ruleCase));
    case 'count':
      return getCount(queryOf(db, ruleCase));
    case 'set':
      return setDoc(doc(db, ruleCase.path), sdkData(db, ruleCase.data));
    case 'update':
      return updateDoc(doc(db, ruleCase.path), sdkData(db, ruleCase.data));
    case 'delete':
      return deleteDoc(doc(db, ruleCase.path));
  }
}

/** Allowed, or denied by the rules; any other failure fails the case. */
async function outcomeOf(db: Firestore, ruleCase: RuleCase): Promise<RuleCase['expect']> {
  try {
    await perform(db, ruleCase);
    return 'allow';
  } catch (error) {
    if ((error as { code?: unknown }).code === 'permission-denied') return 'deny';
    throw error;
  }
}

/** "member: list every quiz where … (note) → deny": unique within the table. */
function titleOf(ruleCase: RuleCase): string {
  const query = ruleCase.op === 'list' || ruleCase.op === 'count' ? ruleCase : undefined;
  const words = [`${ruleCase.who}: ${ruleCase.op}`, query?.group ? `every ${ruleCase.path}` : ruleCase.path];
  if (query?.where) words.push(`where ${query.where.join(' == ')}`);
  for (const pair of query?.andWhere ?? []) words.push(`and ${pair.join(' == ')}`);
  if (query?.newestBy) words.push(`newest by ${query.newestBy}`);
  if (query?.limit) words.push(`limit ${query.limit}`);
  if (ruleCase.note) words.push(`(${ruleCase.note})`);
  return `${words.join(' ')} → ${ruleCase.expect}`;
}

/**
 * Registers one test per rule case, against the Firestore at `host()` (`127.0.0.1:<port>`, read
 * when the tests start). `name` keeps this run's Firebase apps apart from any other in the process.
 */
export function runRuleCases(name: string, host: () => string): void {
  const apps: FirebaseApp[] = [];
  const databases = new Map<Visitor | 'owner', Firestore>();
  let seeded = false;

  function connect(who: Visitor | 'owner') {
    const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'rule-cases' }, `rule-cases-${name}-${who}`);
    apps.push(app);
    const db = getFirestore(app);
    const [hostname = '', port = ''] = host().split(':');
    const uid = who === 'owner' ? null : visitors[who];
    const mockUserToken =
      who === 'owner' ? 'owner' : uid && { sub: uid, user_id: uid, email: `${uid}@example.com` };
    connectFirestoreEmulator(db, hostname, Number(port), mockUserToken ? { mockUserToken } : {});
    databases.set(who, db);
  }

  beforeAll(() => {
    // Denied requests are what most cases expect; the SDK would log each one.
    setLogLevel('silent');
    connect('owner');
    for (const who of Object.keys(visitors) as Visitor[]) connect(who);
  });

  afterAll(async () => {
    await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
  });

  beforeEach(async () => {
    if (seeded) return;
    const response = await fetch(
      `http://${host()}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
      { method: 'DELETE' },
    );
    if (!response.ok) throw new Error(`Emptying Firestore at ${host()}: HTTP ${response.status}`);
    const owner = databases.get('owner') as Firestore;
    const batch = writeBatch(owner);
    for (const [path, data] of Object.entries(seededDocuments))
      batch.set(doc(owner, path), sdkData(owner, data));
    await batch.commit();
    seeded = true;
  });

  it.each(ruleCases.map((ruleCase) => [titleOf(ruleCase), ruleCase] as const))(
    '%s',
    async (_title, ruleCase) => {
      const outcome = await outcomeOf(databases.get(ruleCase.who) as Firestore, ruleCase);
      if (outcome === 'allow' && ['set', 'update', 'delete'].includes(ruleCase.op)) seeded = false;
      expect(outcome).toBe(ruleCase.expect);
    },
  );
}
