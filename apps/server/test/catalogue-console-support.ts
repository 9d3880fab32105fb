import type { ApiClient } from './harness.js';
import { type SignedInOperator, signInAs } from './operator-helpers.js';

// The console's course calls of the tests that watch a change reach the learner site.

/** A paid single course of the main site, as the console's course form sends it. */
const courseForm = (name: string, price: number) => ({
  name,
  summary: '缓存一致性',
  categoryId: 1,
  charge: 1,
  price,
  linePrice: 40_000,
  vip: 0,
  vipCharge: 1,
  vipPrice: 0,
});

/** The content editor's course calls on one server. */
export function consoleOf(on: ApiClient) {
  let editor: SignedInOperator | undefined;
  const write = async <T>(call: string, body: unknown): Promise<T> => {
    editor ??= await signInAs(on, 'content_editor');
    const answer = await on.post(`/api/admin/${call}`, body, { headers: editor.headers });
    if (answer.body.code !== '00000') throw new Error(`${call}: ${answer.body.reason} ${answer.body.msg}`);
    return answer.body.data as T;
  };
  return {
    /** A new course, unpublished. */
    create: async (name: string, price: number) =>
      (await write<{ id: number }>('course/create', courseForm(name, price))).id,
    publish: (id: number) => write('course/set-published', { id, published: true }),
    update: (id: number, name: string, price: number) =>
      write('course/update', { id, ...courseForm(name, price) }),
  };
}

/** A fresh suffix, so that names of this run's courses match nothing else. */
export const uniqueName = (stem: string) => `${stem}${Math.random().toString(36).slice(2, 8)}`;
