import { Input, Select, Space } from 'antd';

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
  keyword?: { name: keyof F & string; placeholder: string };
  selects?: FilterSelect<F>[];
}

/**
 * A list's filters above its table, each kept in the address: a changed filter starts again at the
 * first page. A cleared select returns to its default (all rows).
 */
export function SearchBar<F extends Record<string, string>>({
  list,
  keyword,
  selects = [],
}: SearchBarProps<F>) {
  const set = (name: keyof F & string, value: string) => list.setFilters({ [name]: value } as Partial<F>);
  return (
    <Space style={{ marginBottom: 16 }} wrap>
      {keyword && (
        <Input.Search
          // A new address (back button, a link) shows its own keyword rather than the last one typed.
          key={list.filters[keyword.name]}
          allowClear
          placeholder={keyword.placeholder}
          defaultValue={list.filters[keyword.name]}
          onSearch={(value) => set(keyword.name, value.trim())}
          style={{ width: 240 }}
        />
      )}
      {selects.map((select) => (
        <Select
          key={select.name}
          allowClear
          placeholder={select.placeholder}
          value={list.filters[select.name] || undefined}
          onChange={(value?: string) => set(select.name, value ?? '')}
          options={select.options}
          style={{ width: select.width ?? 140 }}
        />
      ))}
    </Space>
  );
}
