import type { Rule } from 'antd/es/form';
import type { z } from 'zod';

/**
 * An antd form rule from a contract schema: the field is checked by the same zod schema the server
 * checks it with, and shows the schema's own Chinese message. `toWire` turns what the field holds
 * into what travels (yuan typed, cents sent).
 */
export function zodRule(schema: z.ZodType, toWire: (value: unknown) => unknown = (value) => value): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const parsed = schema.safeParse(toWire(value === '' || value === null ? undefined : value));
      if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? '输入有误');
    },
  };
}
