/** The part of fs-native-extensions (advisory kernel file locks) that the PGlite lock uses. */
declare module 'fs-native-extensions' {
  /** Requests an exclusive (or, with `shared`, a shared) lock on the open file; false when another descriptor holds it. */
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
  export function unlock(fd: number): void;
}
