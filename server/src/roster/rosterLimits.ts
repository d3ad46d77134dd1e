/**
 * How much of an uploaded roster zip Skillfolio reads. A school's real export is a few MB; the
 * limits are far above that and there so that a damaged or hostile file (a zip bomb, a CSV of
 * one endless line) costs a bounded amount of memory and time before it is refused.
 */
export interface RosterLimits {
  /** Entries in the zip, folders included: an export has about a dozen files. */
  entriesMax: number;
  /** Bytes of one CSV file once unzipped, counted as it inflates. */
  fileBytesMax: number;
  /** Bytes of all the CSV files read, once unzipped. */
  totalBytesMax: number;
  /** Records (rows after the header) in one file. */
  recordsMax: number;
  /** Characters in one value. */
  fieldCharsMax: number;
  /** Columns in one file. */
  columnsMax: number;
}

const MB = 1024 * 1024;

export const DEFAULT_ROSTER_LIMITS: Readonly<RosterLimits> = Object.freeze({
  entriesMax: 50,
  fileBytesMax: 50 * MB,
  totalBytesMax: 200 * MB,
  recordsMax: 200_000,
  fieldCharsMax: 2_000,
  columnsMax: 200,
});

/** The problems a parse lists: past this many, an admin fixes the export, not each row. */
export const ROSTER_PROBLEMS_MAX = 100;

/** A count as an admin reads it: 200,000. */
export const formatCount = (count: number): string => count.toLocaleString('en-GB');

/** A size in whole MB (or in bytes, for the small limits a test sets). */
export function formatBytes(bytes: number): string {
  return bytes >= MB ? `${formatCount(Math.floor(bytes / MB))} MB` : `${formatCount(bytes)} bytes`;
}
