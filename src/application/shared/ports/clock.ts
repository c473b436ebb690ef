/** The current time. Only adapters read the real clock. */
export interface Clock {
  now(): Date;
}
