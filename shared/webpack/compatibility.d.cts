/** Types of compatibility.cjs (plain JS, so the release command runs it without a build). */
export type SingletonName = 'react' | 'react-dom' | 'zustand' | '@skillfolio/shared';

/** What a build records in build-info.json beside its entry. */
export interface BuildRecord {
  name: string;
  shared: Record<SingletonName, string>;
}

export interface Mismatch {
  name: SingletonName;
  shell: string;
  remote: string;
}

export const SINGLETONS: readonly SingletonName[];
export function majorOf(version: unknown): string | undefined;
export function satisfies(provided: unknown, required: unknown): boolean;
export function mismatches(shell: Pick<BuildRecord, 'shared'>, remote: unknown): Mismatch[];
export function describeMismatches(area: string, found: Mismatch[]): string;
