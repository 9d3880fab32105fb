/**
 * The unique constraint a failed statement broke, or undefined when it broke none (drizzle keeps the
 * driver's error, PGlite's or node-postgres's, as `cause`).
 */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause;
  return cause?.code === '23505' ? (cause.constraint ?? '') : undefined;
}
