/** The contract every remote's `./Routes` module fulfils (its default export). */
export interface RemoteRoutesProps {
  /** Nothing yet: routes read the session from the shared store. Kept for future growth. */
  readonly area?: string;
}
