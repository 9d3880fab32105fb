import { Button } from 'antd';
import { moveInOrder } from './move-in-order';

/** 上移 / 下移 for one row of a hand-ordered list; `reorder` sends the whole new order. */
export function OrderButtons({
  ids,
  id,
  reorder,
}: {
  ids: readonly number[];
  id: number;
  reorder: (ids: number[]) => Promise<unknown>;
}) {
  const move = (offset: -1 | 1) => {
    const next = moveInOrder(ids, id, offset);
    return next ? reorder(next) : undefined;
  };
  return (
    <>
      <Button size="small" disabled={ids[0] === id} onClick={() => move(-1)}>
        上移
      </Button>
      <Button size="small" disabled={ids.at(-1) === id} onClick={() => move(1)}>
        下移
      </Button>
    </>
  );
}
