import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { parseId } from '@/lib/parse-id';
import styles from '../components/ent.module.css';
import { LibraryGrid } from '../components/library-grid';

/** /ent/search?searchValue=: courses of the enterprise library whose name holds the text, and nothing else. */
export function Component() {
  const [search, setSearch] = useSearchParams();
  const keyword = (search.get('searchValue') ?? '').trim();
  const page = parseId(search.get('page')) ?? 1;
  return (
    <div className={`zx-container ${styles.page}`}>
      <section className={styles.panel}>
        <h1 className={styles.heading}>{keyword ? `“${keyword}”的搜索结果` : '搜索企业课程'}</h1>
        {keyword ? (
          <LibraryGrid
            query={{ page, keyword: keyword.slice(0, 50) }}
            empty="企业课程库中没有找到相关课程"
            onPageChange={(next) => setSearch({ searchValue: keyword, page: String(next) })}
          />
        ) : (
          <EmptyState text="请输入搜索内容" />
        )}
      </section>
    </div>
  );
}
