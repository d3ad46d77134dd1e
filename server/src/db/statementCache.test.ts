import BetterSqlite3 from 'better-sqlite3';
import type { SqliteStatement } from 'kysely';
import { withStatementCache } from './statementCache';

function countingDatabase() {
  const sqlite = new BetterSqlite3(':memory:');
  let prepared = 0;
  return {
    sqlite,
    get prepared() {
      return prepared;
    },
    prepare(sql: string): SqliteStatement {
      prepared += 1;
      return sqlite.prepare(sql);
    },
    close: () => sqlite.close(),
  };
}

describe('the prepared-statement cache', () => {
  it('prepares a statement once and reuses it for the same SQL', () => {
    const database = countingDatabase();
    const cached = withStatementCache(database);
    cached.prepare('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)').run([]);
    const insert = 'INSERT INTO t (v) VALUES (?)';
    cached.prepare(insert).run(['a']);
    cached.prepare(insert).run(['b']);
    expect(database.prepared).toBe(2);
    expect(cached.prepare('SELECT v FROM t ORDER BY id').all([])).toEqual([{ v: 'a' }, { v: 'b' }]);
    cached.close();
  });

  it('keeps at most its size, dropping the least recently used', () => {
    const database = countingDatabase();
    const cached = withStatementCache(database, 2);
    cached.prepare('SELECT 1');
    cached.prepare('SELECT 2');
    cached.prepare('SELECT 1');
    cached.prepare('SELECT 3');
    expect(cached.cachedStatements).toBe(2);
    cached.prepare('SELECT 1');
    expect(database.prepared).toBe(3);
    cached.prepare('SELECT 2');
    expect(database.prepared).toBe(4);
    cached.close();
  });

  it('sees a column a later migration adds through a statement prepared before it', () => {
    const database = countingDatabase();
    const cached = withStatementCache(database);
    cached.prepare('CREATE TABLE t (id INTEGER PRIMARY KEY)').run([]);
    cached.prepare('INSERT INTO t (id) VALUES (1)').run([]);
    expect(cached.prepare('SELECT * FROM t').all([])).toEqual([{ id: 1 }]);
    cached.prepare("ALTER TABLE t ADD COLUMN v TEXT DEFAULT 'x'").run([]);
    expect(cached.prepare('SELECT * FROM t').all([])).toEqual([{ id: 1, v: 'x' }]);
    cached.close();
  });
});
