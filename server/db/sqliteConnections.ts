import type SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type SqliteDatabase as StatementSource,
} from 'kysely';
import { letOthersRun } from '../liveness/eventLoopTurns';
import { withStatementCache } from './statementCache';

/**
 * SQLite over two connections to the same file (docs/storage.md, "Two connections on SQLite"): a writer, held by one
 * transaction or one write statement at a time (the others wait for it without holding the thread), and a reader for
 * every read outside a transaction. In WAL mode the reader sees the last committed state while the writer's
 * transaction runs, so a long write (an import of 100,000 rows) leaves reads answering; each statement first lets the
 * event loop turn when the task has held it for a slice (letOthersRun), so a long write leaves the thread to others too.
 * A statement reads when better-sqlite3 finds it read-only and returning rows.
 */
export class TwoConnectionsDialect implements Dialect {
  constructor(
    private readonly writer: SqliteDatabase.Database,
    private readonly reader: SqliteDatabase.Database,
  ) {}

  createDriver(): Driver {
    return new TwoConnectionsDriver(this.writer, this.reader);
  }
  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }
  createAdapter() {
    return new SqliteAdapter();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }
}

/** A queue of callers for the writer: each gets it in turn. */
class WriterTurn {
  private held?: Promise<void>;
  private release?: () => void;

  async take(): Promise<void> {
    while (this.held) await this.held;
    this.held = new Promise((resolve) => {
      this.release = resolve;
    });
  }

  give(): void {
    const release = this.release;
    this.held = undefined;
    this.release = undefined;
    release?.();
  }
}

function run(source: StatementSource, { sql, parameters }: CompiledQuery): QueryResult<unknown> {
  const statement = source.prepare(sql);
  if (statement.reader) return { rows: statement.all(parameters) as unknown[] };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return {
    numAffectedRows: changes === undefined || changes === null ? undefined : BigInt(changes),
    insertId: lastInsertRowid === undefined || lastInsertRowid === null ? undefined : BigInt(lastInsertRowid),
    rows: [],
  };
}

/** Whether `sql` only reads and answers rows: it may run on the reader. */
function reads(reader: StatementSource, sql: string): boolean {
  try {
    const statement = reader.prepare(sql) as unknown as SqliteDatabase.Statement;
    return statement.readonly && statement.reader;
  } catch {
    // Not preparable on its own (a table a transaction is creating): the writer says why.
    return false;
  }
}

/** One caller's use of the database: its statements on the reader or the writer, a transaction on the writer. */
class RoutedConnection implements DatabaseConnection {
  /** Whether this connection holds the writer (its transaction runs). */
  holdsWriter = false;

  constructor(private readonly driver: TwoConnectionsDriver) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    await letOthersRun();
    const { writer, reader, turn } = this.driver;
    if (this.holdsWriter) return run(writer, query) as QueryResult<R>;
    if (reads(reader, query.sql)) return run(reader, query) as QueryResult<R>;
    await turn.take();
    try {
      return run(writer, query) as QueryResult<R>;
    } finally {
      turn.give();
    }
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    // The rows are read at once: an iterator open on a connection would keep its other statements waiting.
    yield await this.executeQuery<R>(query);
  }
}

class TwoConnectionsDriver implements Driver {
  readonly turn = new WriterTurn();
  readonly writer: StatementSource;
  readonly reader: StatementSource;

  constructor(
    private readonly writerFile: SqliteDatabase.Database,
    private readonly readerFile: SqliteDatabase.Database,
  ) {
    this.writer = withStatementCache(writerFile);
    this.reader = withStatementCache(readerFile);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutedConnection(this);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const routed = connection as RoutedConnection;
    await this.turn.take();
    routed.holdsWriter = true;
    try {
      await routed.executeQuery(CompiledQuery.raw('begin'));
    } catch (error) {
      this.end(routed);
      throw error;
    }
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await this.endWith(connection as RoutedConnection, 'commit');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await this.endWith(connection as RoutedConnection, 'rollback');
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    // A transaction whose commit and rollback both failed still gives the writer back.
    const routed = connection as RoutedConnection;
    if (routed.holdsWriter) {
      if (this.writerInTransaction()) run(this.writer, CompiledQuery.raw('rollback'));
      this.end(routed);
    }
  }

  async destroy(): Promise<void> {
    this.readerFile.close();
    this.writerFile.close();
  }

  /**
   * Commits or rolls back, then gives the writer back (a commit that failed keeps it for the rollback that follows).
   * A transaction SQLite has already rolled back itself (some errors do) is not rolled back again.
   */
  private async endWith(connection: RoutedConnection, statement: 'commit' | 'rollback'): Promise<void> {
    try {
      if (this.writerInTransaction()) run(this.writer, CompiledQuery.raw(statement));
    } finally {
      if (statement === 'rollback' || !this.writerInTransaction()) this.end(connection);
    }
  }

  private writerInTransaction(): boolean {
    return this.writerFile.inTransaction;
  }

  private end(connection: RoutedConnection): void {
    connection.holdsWriter = false;
    this.turn.give();
  }
}
