import { Input, Select, Space } from 'antd';
import type { ReactNode } from 'react';

interface FilterSelect<F> {
  name: keyof F & string;
  /** Shown while nothing is chosen: 全部… */
  placeholder: string;
  options: Array<{ value: string; label: string }>;
  width?: number;
}

interface SearchBarProps<F extends Record<string, string>> {
  list: { filters: F; setFilters: (changes: Partial<F>) => void };
  /** The free-text filter, if the screen has one. */
  keyword?: KeywordFilter<F>;
  /** More free-text filters (an order number beside the learner). */
  keywords?: KeywordFilter<F>[];
  selects?: FilterSelect<F>[];
  /** Filters of another kind (a day range), after the others. */
  children?: ReactNode;
}

interface KeywordFilter<F> {
  name: keyof F & string;
  placeholder: string;
  width?: number;
}

/**
 * A list's filters above its table, each kept in the address: a changed filter starts again at the
 * first page. A cleared select returns to its default (all rows).
 */
export function SearchBar<F extends Record<string, string>>({
  list,
  keyword,
  keywords = [],
  selects = [],
  children,
}: SearchBarProps<F>) {
  const set = (name: keyof F & string, value: string) => list.setFilters({ [name]: value } as Partial<F>);
  return (
    <Space style={{ marginBottom: 16 }} wrap>
      {(keyword ? [keyword, ...keywords] : keywords).map((text) => (
        <Input.Search
          // A new address (back button, a link) shows its own keyword rather than the last one typed.
          key={`${text.name}:${list.filters[text.name]}`}
          allowClear
          placeholder={text.placeholder}
          // The placeholder is gone once typed in; the field keeps its name for screen readers.
          aria-label={text.placeholder}
          defaultValue={list.filters[text.name]}
          onSearch={(value) => set(text.name, value.trim())}
          style={{ width: text.width ?? 240 }}
        />
      ))}
      {selects.map((select) => (
        <Select
          key={select.name}
          allowClear
          placeholder={select.placeholder}
          aria-label={select.placeholder}
          value={list.filters[select.name] || undefined}
          onChange={(value?: string) => set(select.name, value ?? '')}
          options={select.options}
          style={{ width: select.width ?? 140 }}
        />
      ))}
      {children}
    </Space>
  );
}
