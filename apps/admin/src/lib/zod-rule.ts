import { fieldProblem } from '@zhixue/contract';
import type { Rule } from 'antd/es/form';
import type { z } from 'zod';

/**
 * antd's placeholder for the Form.Item's label: antd puts the label in its place when it shows the
 * message, so a field asks for itself by name (请输入课程名称) without each rule repeating it.
 */
// biome-ignore lint/suspicious/noTemplateCurlyInString: antd's message template, not a JS template.
const FORM_ITEM_LABEL = '${label}';

/**
 * An antd form rule from a contract schema: the field is checked by the same zod schema the server
 * checks it with, and shows the schema's own Chinese message, or the contract's Chinese wording of
 * zod's (fieldProblem). `toWire` turns what the field holds into what travels (yuan typed, cents sent).
 */
export function zodRule(schema: z.ZodType, toWire: (value: unknown) => unknown = (value) => value): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const problem = fieldProblem(
        schema,
        toWire(value === '' || value === null ? undefined : value),
        FORM_ITEM_LABEL,
      );
      if (problem) throw new Error(problem);
    },
  };
}
