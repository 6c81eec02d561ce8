/** A database or transaction: anything that opens a (nested) transaction with a callback. */
type Transactional = { transaction: (...args: never[]) => Promise<unknown> };
/** How the hooks call it: a callback given the transaction, and the engine's options passed through. */
type Begin = (work: (tx: Transactional) => Promise<unknown>, config?: unknown) => Promise<unknown>;
type Hook = () => void;

/** The hooks waiting for each open transaction (its savepoints share the outer list: only the outer commit counts). */
const waiting = new WeakMap<object, Hook[]>();
const hooked = new WeakSet<object>();

/**
 * Lets code that writes inside someone else's transaction act once it commits (the live push must not announce an
 * event a reader cannot see yet, nor one that is rolled back). Applied once to the database every module shares.
 */
export function withCommitHooks<D extends Transactional>(db: D): D {
  if (hooked.has(db)) return db;
  hooked.add(db);
  const begin = db.transaction.bind(db) as Begin;
  db.transaction = (async (work: (tx: Transactional) => Promise<unknown>, config?: unknown) => {
    const hooks: Hook[] = [];
    const result = await begin(async (tx) => {
      shareHooks(tx, hooks);
      return work(tx);
    }, config);
    for (const hook of hooks) hook();
    return result;
  }) as D['transaction'];
  return db;
}

function shareHooks(tx: Transactional, hooks: Hook[]): void {
  waiting.set(tx, hooks);
  const savepoint = tx.transaction.bind(tx) as Begin;
  tx.transaction = ((work: (inner: Transactional) => Promise<unknown>) =>
    savepoint(async (inner) => {
      shareHooks(inner, hooks);
      return work(inner);
    })) as Transactional['transaction'];
}

/** Runs `hook` when the executor's transaction commits; at once when the executor is the database itself (autocommit). */
export function afterCommit(executor: object, hook: Hook): void {
  const hooks = waiting.get(executor);
  if (hooks) hooks.push(hook);
  else hook();
}
