// Work that must commit in the same transaction as a request's change (issue 36, item 1): an
// Idempotency-Key is marked "committed" by the very transaction that makes the request's change,
// so a process killed after that commit and before its answer was stored never lets a retry run
// the change again. A request with a key enters a scope of its own (AsyncLocalStorage: Fastify
// keeps it through body parsing and hooks); the hook, once armed, fires at the next transaction
// that writes something, inside it, right before COMMIT, and only once (again if that transaction
// rolls back). Nothing is armed outside a request, so background work never fires it.
// Cost: on Node 20 async context tracking slows every promise of the process while it is on, so
// it is on only while a request with a key is in flight (the scope is disabled when the last one
// leaves); the read paths, which never carry a key, never turn it on.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { SqlExecutor } from './db.js';

export type CommitHook = (tx: SqlExecutor) => Promise<void>;

interface Scope {
  hook?: CommitHook;
}

const scopes = new AsyncLocalStorage<Scope>();
let inFlight = 0;

/** Runs fn (and everything it starts) in a scope of its own where a commit hook can be armed. Pair with leaveCommitScope. */
export function enterCommitScope<T>(fn: () => T): T {
  inFlight++;
  return scopes.run({}, fn);
}

/** The request that entered a scope is over: the last one out turns context tracking off. */
export function leaveCommitScope(): void {
  if (inFlight > 0 && --inFlight === 0) scopes.disable();
}

/**
 * Runs fn with `hook` armed in a scope of its own, entered only for fn's time: a streamed request
 * (an upload) arms its commit mark around its change alone, so the file's bytes never stream
 * while context tracking is on.
 */
export async function withCommitHook<T>(hook: CommitHook, fn: () => Promise<T>): Promise<T> {
  inFlight++;
  try {
    return await scopes.run({ hook }, fn);
  } finally {
    leaveCommitScope();
  }
}

/** Runs fn outside any request's scope: the platform's own bookkeeping (error counts) is never a request's change. */
export function outsideCommitScope<T>(fn: () => T): T {
  return inFlight > 0 ? scopes.exit(fn) : fn();
}

/** Arms (or, with undefined, disarms) the current scope's hook; outside a scope, does nothing. */
export function armCommitHook(hook: CommitHook | undefined): void {
  const s = scopes.getStore();
  if (s) s.hook = hook;
}

/** The armed hook of the current scope, if any (the databases call it before COMMIT). */
export function armedCommitHook(): CommitHook | undefined {
  return scopes.getStore()?.hook;
}

/**
 * Called by a Db inside a transaction that wrote, right before COMMIT: fires the armed hook and
 * disarms it. Returns what undoes the disarming, for a transaction that then fails to commit.
 */
export async function fireCommitHook(tx: SqlExecutor): Promise<() => void> {
  const s = scopes.getStore();
  const hook = s?.hook;
  if (!s || !hook) return () => undefined;
  s.hook = undefined;
  await hook(tx);
  return () => {
    if (s.hook === undefined) s.hook = hook;
  };
}

/** A statement that may write (a single statement run while a hook is armed is made a transaction). */
export function isWrite(sql: string): boolean {
  return /^\s*(insert|update|delete|with|replace|merge)\b/i.test(sql);
}
