/**
 * One CSV file of a roster zip, read as its bytes arrive: csv-parse's streaming parser turns
 * them into records, and each row keeps only the columns Skillfolio reads (trimmed) and the
 * line it starts on. A file that cannot be read (a quote never closed, a row with the wrong
 * number of values, a limit passed) gets one problem at that line and is read no further.
 */
import { finished } from 'node:stream/promises';
import { CsvError, Parser, type InfoField, type InfoRecord } from 'csv-parse';
import { columnList } from './rosterHeaders';
import { formatCount, type RosterLimits } from './rosterLimits';
import type { RosterProblems } from './rosterProblems';
import type { ZipEntrySink } from './rosterZip';
import { ENGLISH } from '../i18n/serverTexts';

export interface CsvRow {
  /** The 1-based line the row starts on (a quoted value may run over several). */
  line: number;
  /** The columns read, in the reader's order: '' for one the file does not have. */
  values: readonly string[];
}

/** What a file's rows are once read, for the rules of its kind. */
export interface CsvTable<C extends string> {
  readonly file: string;
  readonly rows: readonly CsvRow[];
  /** The value of a column on a row, trimmed; '' when the file has no such column. */
  value(row: CsvRow, column: C): string;
}

/** A table that can also say which of its columns the file has (the optional ones). */
export interface CsvColumns<C extends string> extends CsvTable<C> {
  /** Whether the header row names the column. */
  has(column: C): boolean;
}

/**
 * absent: not in the zip; open: being read; read: read to its end; stopped: it had a problem
 * that ended its reading (so its rows are not all there).
 */
export type CsvReadState = 'absent' | 'open' | 'read' | 'stopped';

/** A problem that ends the reading of a file, thrown from inside the parser's callbacks. */
class StopReading extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(reason);
  }
}

export class CsvTableReader<C extends string> implements ZipEntrySink, CsvColumns<C> {
  readonly rows: CsvRow[] = [];
  state: CsvReadState = 'absent';
  /** The header row's column names, once read. */
  private header: readonly string[] | undefined;
  private headerLine = 0;
  /** For each column read, where it is in the file's rows (-1: not there). */
  private at: number[] = [];
  private readonly where: ReadonlyMap<C, number>;
  private readonly parser: Parser;
  /** The line the next record starts on, and the empty lines csv-parse had skipped by then. */
  private nextLine = 1;
  private emptyLines = 0;

  /**
   * @param columns the columns read from each row
   * @param required those of them the header must have (the others read when there)
   */
  constructor(
    readonly file: string,
    private readonly columns: readonly C[],
    private readonly required: readonly C[],
    private readonly limits: RosterLimits,
    private readonly problems: RosterProblems,
  ) {
    this.where = new Map(columns.map((column, index) => [column, index]));
    this.parser = new Parser({
      bom: true,
      relax_column_count: false,
      skip_empty_lines: true,
      // Named rather than discovered: until csv-parse has seen its first line end it looks for
      // one at every byte, ten times slower, and a hostile file need never have one.
      record_delimiter: ['\r\n', '\n', '\r'],
      // A backstop for a value that never ends: csv-parse measures the value being read in
      // bytes, and UTF-8 takes up to 3 for each character JavaScript counts.
      max_record_size: limits.fieldCharsMax * limits.columnsMax * 3,
      // Called on every value as it is read, before the row is whole: a row of a million
      // commas is stopped at the column limit instead of being collected first.
      cast: (value, context) => this.checkValue(value, context),
      // Rows are taken here, as they are parsed, and none passed on down the stream.
      on_record: (record, context) => {
        this.take(record, context);
        return null;
      },
    });
    this.parser.on('error', (error: unknown) => this.stopOn(error));
    this.parser.resume();
  }

  value(row: CsvRow, column: C): string {
    return row.values[this.where.get(column) ?? -1] ?? '';
  }

  has(column: C): boolean {
    return (this.at[this.where.get(column) ?? -1] ?? -1) !== -1;
  }

  /**
   * Holds a file read to its end to columns found to be needed only afterwards (users.csv's
   * role, once the manifest says 1.1): a missing one stops it as one missing at the start would.
   */
  requireColumns(columns: readonly string[]): void {
    const header = this.header;
    if (this.state !== 'read' || header === undefined) return;
    const missing = columns.filter((column) => !header.includes(column));
    if (missing.length === 0) return;
    this.rows.length = 0;
    this.stop(this.headerLine, missingColumns(missing));
  }

  /** The zip has the file: reading starts. */
  open(): this {
    this.state = 'open';
    return this;
  }

  async write(bytes: Uint8Array): Promise<void> {
    if (this.state !== 'open' || this.parser.destroyed) return;
    const more = this.parser.write(bytes);
    this.settle();
    if (more || this.parser.destroyed) return;
    await new Promise<void>((resolve) => {
      const done = (): void => {
        this.parser.off('drain', done).off('close', done);
        resolve();
      };
      this.parser.on('drain', done).on('close', done);
    });
  }

  async end(): Promise<void> {
    this.settle();
    if (this.state !== 'open' || this.parser.destroyed) return;
    this.parser.end();
    // An error is the 'error' listener's to say: here only the end of the stream matters.
    await finished(this.parser).catch(() => undefined);
    if (this.state !== 'open') return;
    if (this.header === undefined) {
      this.stop(0, ENGLISH('roster.fileEmpty'));
      return;
    }
    this.state = 'read';
  }

  /** Ends a file the zip stopped in the middle of (or never had). */
  abandon(): void {
    this.settle();
    if (this.state === 'open') this.state = 'stopped';
    this.parser.destroy();
  }

  /**
   * Takes the parser's error as soon as it has one: its 'error' event comes a tick later, and
   * the roster's rules may run before it.
   */
  private settle(): void {
    if (this.state === 'open' && this.parser.errored !== null) this.stopOn(this.parser.errored);
  }

  private stop(line: number, reason: string): void {
    if (this.state === 'stopped') return;
    this.state = 'stopped';
    this.problems.add(this.file, line, reason);
  }

  private stopOn(error: unknown): void {
    if (error instanceof StopReading) {
      this.stop(error.line, error.reason);
      return;
    }
    // csv-parse's own error, about the record after the last one taken.
    const skipped = error instanceof CsvError ? error.empty_lines : undefined;
    const line = this.nextLine + (typeof skipped === 'number' ? skipped - this.emptyLines : 0);
    this.stop(line, csvErrorReason(error, this.header?.length ?? 0, this.limits));
  }

  /** Where the record being read starts: csv-parse's own count takes a CRLF inside quotes as two. */
  private startLine(context: InfoRecord): number {
    return this.nextLine + (context.empty_lines - this.emptyLines);
  }

  private checkValue(value: string, context: InfoField): string {
    if (context.index >= this.limits.columnsMax) {
      throw new StopReading(
        this.startLine(context),
        ENGLISH('roster.tooManyColumns', { max: formatCount(this.limits.columnsMax) }),
      );
    }
    if (value.length > this.limits.fieldCharsMax) {
      throw new StopReading(
        this.startLine(context),
        ENGLISH('roster.valueTooLong', { max: formatCount(this.limits.fieldCharsMax) }),
      );
    }
    return value;
  }

  private take(record: readonly string[], context: InfoRecord): void {
    const line = this.startLine(context);
    this.emptyLines = context.empty_lines;
    this.nextLine = line + 1 + lineBreaks(record);
    if (this.header === undefined) {
      this.takeHeader(record, line);
      return;
    }
    if (this.rows.length >= this.limits.recordsMax) {
      throw new StopReading(
        line,
        ENGLISH('roster.tooManyRows', { max: formatCount(this.limits.recordsMax) }),
      );
    }
    this.rows.push({ line, values: this.at.map((index) => record[index]?.trim() ?? '') });
  }

  private takeHeader(record: readonly string[], line: number): void {
    const header = record.map((name) => name.trim());
    this.header = header;
    this.headerLine = line;
    const missing = this.required.filter((column) => !header.includes(column));
    if (missing.length > 0) throw new StopReading(line, missingColumns(missing));
    this.at = this.columns.map((column) => header.indexOf(column));
  }
}

function missingColumns(missing: readonly string[]): string {
  return ENGLISH('roster.missingColumns', { count: missing.length, columns: columnList(missing) });
}

/** The line breaks inside a record's quoted values: CRLF, LF or a lone CR each one. */
function lineBreaks(record: readonly string[]): number {
  let count = 0;
  for (const value of record) {
    if (!value.includes('\n') && !value.includes('\r')) continue;
    for (let at = 0; at < value.length; at += 1) {
      const code = value.charCodeAt(at);
      if (code === 0x0a || (code === 0x0d && value.charCodeAt(at + 1) !== 0x0a)) count += 1;
    }
  }
  return count;
}

/** csv-parse's error as the school's admin can act on it. */
function csvErrorReason(error: unknown, columns: number, limits: RosterLimits): string {
  if (!(error instanceof CsvError)) return ENGLISH('roster.notCsv');
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return ENGLISH('roster.quoteNotClosed');
    case 'CSV_INVALID_CLOSING_QUOTE':
      return ENGLISH('roster.badClosingQuote');
    case 'INVALID_OPENING_QUOTE':
      return ENGLISH('roster.badOpeningQuote');
    case 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH': {
      const header = ENGLISH('roster.headerColumns', { count: columns });
      if (!Array.isArray(error.record)) return ENGLISH('roster.differentValues', { header });
      return ENGLISH('roster.rowValues', { count: error.record.length, header });
    }
    case 'CSV_MAX_RECORD_SIZE':
      return ENGLISH('roster.lineTooLong', { max: formatCount(limits.fieldCharsMax) });
    default:
      return ENGLISH('roster.notCsvBecause', { detail: error.message });
  }
}
