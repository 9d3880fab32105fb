import { z } from 'zod';

const INT_MAX = 2_147_483_647;

/** A database id. JSON numbers and digit strings are accepted; anything else is a bad parameter. */
export const Id = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^\d{1,10}$/)
      .transform(Number),
  ])
  .pipe(z.number().int().positive().max(INT_MAX));

/**
 * The refusal of text with characters no field may hold (control characters, lone surrogates): the
 * server's edge check and the contract's own refinements say it the same way.
 */
export const INVALID_TEXT_MESSAGE = '内容包含无法识别的字符';

export const EmptyRequest = z.object({}).optional().default({});

/** Product types of the spec: 1 single course, 2 bundle, 8 training camp. */
export const ProductType = z.union([z.literal(1), z.literal(2), z.literal(8)]);
export type ProductType = z.infer<typeof ProductType>;

/** How a course is charged: 0 free, 1 paid, 2 VIP only (spec section 3 names 1 and 2). */
export const Charge = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const Flag = z.union([z.literal(0), z.literal(1)]);

/** Money is integer cents everywhere; only the UI divides by 100. */
export const Cents = z.number().int().nonnegative();
