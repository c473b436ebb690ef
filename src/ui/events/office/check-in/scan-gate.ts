/** How long the same code in front of the camera is taken as the same scan. */
export const SAME_SCAN_QUIET_MS = 5_000;

/**
 * The camera reads a code many times a second while it is held up: only the first read of a
 * code counts, and the same code again counts only once it has been out of sight for
 * `quietMs` (or another code was read in between). Times are the caller's (milliseconds).
 */
export function createScanGate(quietMs: number = SAME_SCAN_QUIET_MS) {
  let last: { code: string; seenAt: number } | null = null;
  return {
    /** Whether this read is a new scan to act on. */
    accept(code: string, nowMs: number): boolean {
      const repeated = last !== null && last.code === code && nowMs - last.seenAt < quietMs;
      last = { code, seenAt: nowMs };
      return !repeated;
    },
    /** Forgets the last code (the camera stopped). */
    reset(): void {
      last = null;
    },
  };
}
