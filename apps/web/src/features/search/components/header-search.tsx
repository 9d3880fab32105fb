import { useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SearchBox } from '@/components/search-box';
import { searchHref } from '@/lib/links';
import { countHotSearch } from '../api/count-hot-search';
import { useHotSearch } from '../api/get-hot-search';
import styles from './header-search.module.css';

/**
 * The main header's search: hot-search suggestions while the box is focused and empty; picking one
 * counts it and searches it, Enter searches the typed text.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const location = useLocation();
  const listId = useId();
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [active, setActive] = useState(-1);
  const hot = useHotSearch(wanted);

  // On the results page the box shows what was searched.
  useEffect(() => {
    if (location.pathname.toLowerCase() === '/course/search') {
      setText(new URLSearchParams(location.search).get('searchValue') ?? '');
    }
  }, [location.pathname, location.search]);

  const items = hot.data ?? [];
  const open = focused && text.trim() === '' && items.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  const search = (value: string) => {
    setFocused(false);
    navigate(searchHref(value));
  };
  const pick = (index: number) => {
    const item = items[index];
    if (!item) return;
    countHotSearch(item.id);
    setText(item.name);
    search(item.name);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + items.length) % items.length);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      pick(active);
    } else if (event.key === 'Escape') {
      setFocused(false);
    }
  };

  return (
    <div className={styles.wrap} onPointerEnter={() => setWanted(true)}>
      <SearchBox
        value={text}
        onChange={setText}
        onSearch={search}
        placeholder="搜索你感兴趣的课程"
        inputProps={{
          role: 'combobox',
          'aria-autocomplete': 'list',
          'aria-expanded': open,
          'aria-controls': listId,
          'aria-activedescendant': open && active >= 0 ? optionId(active) : undefined,
          onFocus: () => {
            setWanted(true);
            setFocused(true);
            setActive(-1);
          },
          onBlur: () => setFocused(false),
          onKeyDown,
        }}
      >
        {open ? (
          <div className={styles.panel}>
            <div className={styles.title}>热门搜索</div>
            <div id={listId} role="listbox" aria-label="热门搜索">
              {items.map((item, index) => (
                <div
                  key={item.id}
                  id={optionId(index)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === active}
                  className={index === active ? `${styles.item} ${styles.active}` : styles.item}
                  // mousedown, not click: a click would come after the input's blur closed the panel
                  onMouseDown={(event) => {
                    event.preventDefault();
                    pick(index);
                  }}
                  onMouseEnter={() => setActive(index)}
                >
                  <span className={index < 3 ? `${styles.rank} ${styles.top}` : styles.rank}>
                    {index + 1}
                  </span>
                  <span className={styles.name}>{item.name}</span>
                </div>
              ))}
            </div>
          </div>
        ) : null}
      </SearchBox>
    </div>
  );
}
