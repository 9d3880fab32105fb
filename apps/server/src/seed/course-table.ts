/**
 * Courses are written as plain-text blocks, because their content is mostly Chinese prose and a
 * block reads like the course page it becomes. Blocks are separated by a blank line:
 *
 *   id | lecturer id | pricing | labels | flags | learner count | published date
 *   course name
 *   one-line summary
 *   introduction (the first paragraph of the description)
 *   one line per chapter: "【章名】节|节|节", or "节|节" for a chapter without a name
 *
 * pricing (yuan): `free`; `paid 299 499` (price, line price); `paid 299 499 member 199` (members
 * pay 199); `paid 299 499 member free` (members study free); `vip 199` (members only, worth 199).
 * labels: space separated, or `-`. flags: `new` and/or `rec`, or `-`.
 * A malformed block throws, so the seed test catches it.
 */

export interface Pricing {
  /** 0 free, 1 paid, 2 VIP only. */
  charge: 0 | 1 | 2;
  price: number;
  vip: 0 | 1;
  vipCharge: 0 | 1;
  vipPrice: number;
  linePrice: number;
}

export interface CourseBlock {
  id: number;
  lecturerId: number;
  pricing: Pricing;
  labels: string[];
  isNew: boolean;
  isRecommended: boolean;
  learnerCount: number;
  publishedAt: Date;
  name: string;
  summary: string;
  intro: string;
  outline: string[];
}

const FREE: Pricing = { charge: 0, price: 0, vip: 0, vipCharge: 1, vipPrice: 0, linePrice: 0 };

function yuan(value: string | undefined, context: string): number {
  const amount = Number(value);
  if (!Number.isInteger(amount) || amount <= 0) throw new Error(`seed: bad amount "${value}" in ${context}`);
  return amount * 100;
}

/** A paid course or bundle (amounts in cents); `member` is the members' price, or `free` for them. */
export function paidPricing(price: number, linePrice: number, member?: number | 'free'): Pricing {
  const paid = { charge: 1 as const, price, linePrice };
  if (member === undefined) return { ...paid, vip: 0, vipCharge: 1, vipPrice: 0 };
  if (member === 'free') return { ...paid, vip: 1, vipCharge: 0, vipPrice: 0 };
  return { ...paid, vip: 1, vipCharge: 1, vipPrice: member };
}

export function parsePricing(spec: string): Pricing {
  const [kind, first, second, member, memberPrice, ...rest] = spec.trim().split(/\s+/);
  if (kind === 'free' && first === undefined) return FREE;
  if (kind === 'vip' && first !== undefined && second === undefined) {
    return { charge: 2, price: 0, vip: 1, vipCharge: 0, vipPrice: 0, linePrice: yuan(first, spec) };
  }
  if (kind !== 'paid' || rest.length > 0 || (member !== undefined && member !== 'member')) {
    throw new Error(`seed: bad pricing "${spec}"`);
  }
  const memberPart =
    member === undefined ? undefined : memberPrice === 'free' ? 'free' : yuan(memberPrice, spec);
  return paidPricing(yuan(first, spec), yuan(second, spec), memberPart);
}

function wholeNumber(value: string | undefined, context: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw new Error(`seed: bad number "${value}" in ${context}`);
  return number;
}

function parseBlock(block: string): CourseBlock {
  const [meta = '', name, summary, intro, ...outline] = block.split('\n').map((line) => line.trim());
  const fields = meta.split('|').map((field) => field.trim());
  const [id, lecturer, pricing = '', labels = '', flags = '', learners, published] = fields;
  if (fields.length !== 7 || !name || !summary || !intro || outline.length === 0) {
    throw new Error(`seed: malformed course block starting "${meta}"`);
  }
  const flagList = flags === '-' ? [] : flags.split(/\s+/);
  if (flagList.some((flag) => flag !== 'new' && flag !== 'rec')) {
    throw new Error(`seed: bad flags in "${meta}"`);
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(published ?? '')) throw new Error(`seed: bad date in "${meta}"`);
  return {
    id: wholeNumber(id, meta),
    lecturerId: wholeNumber(lecturer, meta),
    pricing: parsePricing(pricing),
    labels: labels === '-' ? [] : labels.split(/\s+/),
    isNew: flagList.includes('new'),
    isRecommended: flagList.includes('rec'),
    learnerCount: wholeNumber(learners, meta),
    // Fixed publication times (08:00 Beijing time on the given day) keep "newest first" stable.
    publishedAt: new Date(`${published}T08:00:00+08:00`),
    name,
    summary,
    intro,
    outline,
  };
}

export function parseCourseBlocks(table: string): CourseBlock[] {
  return table
    .trim()
    .split(/\n\s*\n/)
    .map((block) => parseBlock(block));
}
