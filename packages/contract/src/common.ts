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

/** The spec's product type codes by name: a single course, a bundle, a training camp, a VIP plan. */
export const ProductTypes = { COURSE: 1, BUNDLE: 2, CAMP: 8, VIP_PLAN: 9 } as const;

/** What a card or a learning row shows: a course, a bundle or a camp. */
export const ProductType = z.union([
  z.literal(ProductTypes.COURSE),
  z.literal(ProductTypes.BUNDLE),
  z.literal(ProductTypes.CAMP),
]);
export type ProductType = z.infer<typeof ProductType>;

/** A catalogue course row is a single course or a bundle. */
export const CourseType = z.union([z.literal(ProductTypes.COURSE), z.literal(ProductTypes.BUNDLE)]);
export type CourseType = z.infer<typeof CourseType>;

/** How a course is charged: 0 free, 1 paid, 2 VIP only (spec section 3 names 1 and 2). */
export const Charge = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const Flag = z.union([z.literal(0), z.literal(1)]);

/** Money is integer cents everywhere; only the UI divides by 100. */
export const Cents = z.number().int().nonnegative();
