/** The newest installed PostgreSQL's bin folder, or null when none is installed. */
export function postgresBinDir(): string | null;

export interface PostgresCluster {
  /** The superuser's URL of its `postgres` database. */
  url: string;
  bin: string;
  /** Its temp folder: data, socket and log. */
  dir: string;
  /** Starts it and waits until it takes connections. */
  start(): Promise<void>;
  startSync(): void;
  /** Stops it and waits: 'fast' ends every session (57P01), 'immediate' as a crash would. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Stops it if it runs, and deletes its folder. */
  remove(): void;
}

/**
 * Makes a cluster (not yet started) in a temp folder, on a free loopback port. With
 * `synchronousCommit` a commit outlives PostgreSQL being killed (`stop('immediate')`).
 */
export function createCluster(
  bin: string,
  settings?: { synchronousCommit?: boolean },
): Promise<PostgresCluster>;
