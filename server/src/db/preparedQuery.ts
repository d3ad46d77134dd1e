/**
 * Queries built and compiled once per database, then run with new values: Kysely's builder
 * and compiler cost more CPU than a hot read's own work in SQLite (the profile of bench/api
 * put them first). A prepared query's shape is fixed; only its values change, and those are
 * parameters in the compiled SQL (placeholders `?` on SQLite, `$1…` on PostgreSQL), never
 * text. The compiled SQL depends on the dialect and the database's plugins, so each
 * database (and each transaction) compiles its own, held only as long as it lives.
 *
 *   const findUser = preparedQuery<{ userId: number }, UserRow>((db, arg) =>
 *     db.selectFrom('users').selectAll().where('user_id', '=', arg('userId')),
 *   );
 *   await findUser.first(db, { userId: 5 });
 *
 * A value must be a single scalar: a list (`in (…)`) changes the SQL with its length, so
 * such a query stays an ordinary one.
 */
import { CompiledQuery, type Compilable, type QueryResult } from 'kysely';
import type { Executor } from './database';

/** What a parameter may be: one value SQLite and PostgreSQL bind as they are. */
export type Bindable = string | number | bigint | boolean | null | Uint8Array;

/** Stands in for a named value while the query is compiled; replaced by the value on each run. */
class Slot {
  constructor(readonly name: string) {}
}

interface Template {
  compiled: CompiledQuery;
  /** Per parameter of the compiled SQL: the name of the value it takes, or a fixed value. */
  parameters: readonly (Slot | unknown)[];
}

export type ArgOf<Args> = <K extends keyof Args & string>(name: K) => Args[K];

export interface PreparedQuery<Args extends Record<string, Bindable>, Row> {
  /** Every row. */
  all(db: Executor, args: Args): Promise<Row[]>;
  /** The first row, or undefined. */
  first(db: Executor, args: Args): Promise<Row | undefined>;
  /** Runs a write; the driver's result (numAffectedRows…). */
  run(db: Executor, args: Args): Promise<QueryResult<Row>>;
  /** The SQL this database runs (for tests). */
  sqlFor(db: Executor): string;
}

export function preparedQuery<Args extends Record<string, Bindable>, Row>(
  build: (db: Executor, arg: ArgOf<Args>) => Compilable<Row>,
): PreparedQuery<Args, Row> {
  const templates = new WeakMap<Executor, Template>();

  const templateFor = (db: Executor): Template => {
    let template = templates.get(db);
    if (template === undefined) {
      const names = new Set<string>();
      const arg = ((name: string) => {
        names.add(name);
        return new Slot(name);
      }) as unknown as ArgOf<Args>;
      const compiled = build(db, arg).compile();
      const bound = new Set<string>();
      for (const parameter of compiled.parameters) {
        if (parameter instanceof Slot) bound.add(parameter.name);
      }
      // A slot Kysely did not turn into a parameter (say, spliced into the SQL) would be
      // lost silently: refuse the query instead.
      for (const name of names) {
        if (!bound.has(name)) throw new Error(`preparedQuery: ${name} is not a parameter`);
      }
      template = { compiled, parameters: compiled.parameters };
      templates.set(db, template);
    }
    return template;
  };

  const execute = (db: Executor, args: Args): Promise<QueryResult<Row>> => {
    const { compiled, parameters } = templateFor(db);
    const values = parameters.map((parameter) => {
      if (!(parameter instanceof Slot)) return parameter;
      const value = args[parameter.name];
      if (value === undefined || (typeof value === 'object' && value !== null && !isBytes(value))) {
        throw new Error(`preparedQuery: ${parameter.name} must be one scalar value`);
      }
      return value;
    });
    // Kysely's public way to run SQL compiled earlier with new values, under a fresh query id.
    // Its node is raw SQL: the plugins shaped the SQL when it was compiled, and the drivers
    // look at a node's kind only to stream a select, which a prepared query never does.
    return db.executeQuery<Row>(CompiledQuery.raw(compiled.sql, values));
  };

  return {
    all: async (db, args) => (await execute(db, args)).rows,
    first: async (db, args) => (await execute(db, args)).rows[0],
    run: execute,
    sqlFor: (db) => templateFor(db).compiled.sql,
  };
}

function isBytes(value: object): boolean {
  return value instanceof Uint8Array;
}
