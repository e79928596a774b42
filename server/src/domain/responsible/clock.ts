// The clock every responsible-gaming rule reads (limits' cooling-off, exclusion ends, Seoul day/week/month
// windows). Production uses the system time; tests move it (setClockForTests) to prove "not before 24 h,
// applied after". Process-wide on purpose: the wallet and launch policies it feeds get no request object.
let override: (() => Date) | null = null;

export function now(): Date {
  return override ? override() : new Date();
}

/** Tests only: a fixed or moving clock; null restores the system time. */
export function setClockForTests(clock: (() => Date) | Date | null): void {
  override = clock === null ? null : clock instanceof Date ? () => new Date(clock.getTime()) : clock;
}
