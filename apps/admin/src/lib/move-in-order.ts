/** The ids of a list with `id` moved one place up (-1) or down (1); null at either end. */
export function moveInOrder(ids: readonly number[], id: number, offset: -1 | 1): number[] | null {
  const from = ids.indexOf(id);
  const to = from + offset;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  [next[from], next[to]] = [next[to] as number, id];
  return next;
}
