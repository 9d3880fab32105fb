import { type FormEvent, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { SearchIcon } from '@/components/icons';
import { feedback } from '@/lib/feedback';
import styles from './search-box.module.css';

type ExtraInputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  | 'onFocus'
  | 'onBlur'
  | 'onKeyDown'
  | 'role'
  | 'aria-expanded'
  | 'aria-controls'
  | 'aria-activedescendant'
  | 'aria-autocomplete'
>;

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** Called with the trimmed text; empty text is refused here with 请输入搜索内容 (spec section 5). */
  onSearch: (text: string) => void;
  placeholder?: string;
  /** Focus handlers and ARIA wiring for a suggestion pop-up. */
  inputProps?: ExtraInputProps;
  /** A pop-up under the box (hot searches). */
  children?: ReactNode;
  width?: number;
}

/** The header search box (main site and enterprise area). */
export function SearchBox({
  value,
  onChange,
  onSearch,
  placeholder = '搜索课程',
  inputProps,
  children,
  width = 260,
}: SearchBoxProps) {
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = value.trim();
    if (!text) {
      feedback.warning('请输入搜索内容');
      return;
    }
    onSearch(text);
  };
  return (
    <search className={styles.search}>
      <form className={styles.box} style={{ width }} onSubmit={submit}>
        <label htmlFor={id} className="zx-sr-only">
          搜索
        </label>
        <input
          {...inputProps}
          id={id}
          className={styles.input}
          type="search"
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          maxLength={50}
          onChange={(event) => onChange(event.target.value)}
        />
        <button className={styles.button} type="submit" aria-label="搜索">
          <SearchIcon />
        </button>
        {children}
      </form>
    </search>
  );
}
