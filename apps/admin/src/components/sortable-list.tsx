import { HolderOutlined } from '@ant-design/icons';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';

/** The grip a row is dragged by (or moved with the keyboard: space, arrows, space). */
export type DragHandle = ReactNode;

function SortableItem({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: (handle: DragHandle) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  const handle = (
    <button
      type="button"
      {...attributes}
      {...listeners}
      aria-label={`拖动排序：${label}`}
      data-testid="drag-handle"
      style={{ cursor: 'grab', padding: '0 8px', touchAction: 'none', border: 'none', background: 'none' }}
    >
      <HolderOutlined />
    </button>
  );
  return (
    <div
      ref={setNodeRef}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        position: 'relative',
        zIndex: isDragging ? 1 : 0,
      }}
    >
      {children(handle)}
    </div>
  );
}

/**
 * Items dragged into a new order (a few pixels of movement start a drag, so clicks on the row's
 * buttons stay clicks); `onReorder` receives the ids in their new order.
 */
export function SortableList<T extends { id: number; name: string }>({
  scope,
  items,
  onReorder,
  children,
}: {
  /** Keeps the ids of one list apart from another's (chapters and sections share number ranges). */
  scope: string;
  items: T[];
  onReorder: (ids: number[]) => void;
  children: (item: T, handle: DragHandle) => ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const key = (id: number) => `${scope}-${id}`;
  const ids = items.map((item) => item.id);
  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.findIndex((id) => key(id) === active.id);
    const to = ids.findIndex((id) => key(id) === over.id);
    if (from >= 0 && to >= 0) onReorder(arrayMove(ids, from, to));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dropped}>
      <SortableContext items={ids.map(key)} strategy={verticalListSortingStrategy}>
        {items.map((item) => (
          <SortableItem key={item.id} id={key(item.id)} label={item.name}>
            {(handle) => children(item, handle)}
          </SortableItem>
        ))}
      </SortableContext>
    </DndContext>
  );
}
