import { useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SearchBox } from '@/components/search-box';
import { keep, readKept } from '@/lib/kept-state';
import { searchHref } from '@/lib/links';
import { countHotSearch } from '../api/count-hot-search';
import { useHotSearch } from '../api/get-hot-search';
import { RECENT_SEARCHES_KEY, withRecentSearch } from '../pages/search-query';
import styles from './header-search.module.css';

/** A suggestion of the header's search: one of the learner's own recent searches, or a hot search. */
type Suggestion = { kind: 'recent'; name: string } | { kind: 'hot'; id: number; name: string };

/**
 * The main header's search: while the box is focused and empty, the learner's recent searches (kept
 * 7 days) and the hot searches; picking a hot search counts it; either searches it, Enter searches the
 * typed text.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const location = useLocation();
  const listId = useId();
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [active, setActive] = useState(-1);
  const [recent, setRecent] = useState(() => withRecentSearch(readKept(RECENT_SEARCHES_KEY), ''));
  const hot = useHotSearch(wanted);

  // On the results page the box shows what was searched.
  useEffect(() => {
    if (location.pathname.toLowerCase() === '/course/search') {
      setText(new URLSearchParams(location.search).get('searchValue') ?? '');
    }
  }, [location.pathname, location.search]);

  const items: Suggestion[] = [
    ...recent.map((name): Suggestion => ({ kind: 'recent', name })),
    ...(hot.data ?? []).map(({ id, name }): Suggestion => ({ kind: 'hot', id, name })),
  ];
  const open = focused && text.trim() === '' && items.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  const search = (value: string) => {
    setFocused(false);
    const searches = withRecentSearch(readKept(RECENT_SEARCHES_KEY), value);
    keep(RECENT_SEARCHES_KEY, searches);
    setRecent(searches);
    navigate(searchHref(value));
  };
  const pick = (index: number) => {
    const item = items[index];
    if (!item) return;
    if (item.kind === 'hot') countHotSearch(item.id);
    setText(item.name);
    search(item.name);
  };
  const option = (item: Suggestion, index: number, rank: number | null) => (
    <div
      key={`${item.kind}-${item.name}`}
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
      {rank === null ? null : (
        <span className={rank < 3 ? `${styles.rank} ${styles.top}` : styles.rank}>{rank + 1}</span>
      )}
      <span className={styles.name}>{item.name}</span>
    </div>
  );

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
          <div id={listId} role="listbox" aria-label="搜索建议" className={styles.panel}>
            {recent.length > 0 ? (
              // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options by role; a fieldset groups form controls
              <div role="group" aria-labelledby={`${listId}-recent`}>
                <div id={`${listId}-recent`} className={styles.title}>
                  最近搜索
                </div>
                {items.slice(0, recent.length).map((item, index) => option(item, index, null))}
              </div>
            ) : null}
            {items.length > recent.length ? (
              // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options by role; a fieldset groups form controls
              <div role="group" aria-labelledby={`${listId}-hot`}>
                <div id={`${listId}-hot`} className={styles.title}>
                  热门搜索
                </div>
                {items.slice(recent.length).map((item, index) => option(item, recent.length + index, index))}
              </div>
            ) : null}
          </div>
        ) : null}
      </SearchBox>
    </div>
  );
}
