/** The driver's error behind a failed statement: drizzle keeps PGlite's or node-postgres's as `cause`. */
const causeOf = (error: unknown) =>
  (error as { cause?: { code?: string; constraint?: string; column?: string } }).cause;

/** The unique constraint a failed statement broke, or undefined when it broke none. */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  const cause = causeOf(error);
  return cause?.code === '23505' ? (cause.constraint ?? '') : undefined;
}

/** The column a failed statement left null against its not-null rule, or undefined when none. */
export function violatedNotNullColumn(error: unknown): string | undefined {
  const cause = causeOf(error);
  return cause?.code === '23502' ? (cause.column ?? '') : undefined;
}
