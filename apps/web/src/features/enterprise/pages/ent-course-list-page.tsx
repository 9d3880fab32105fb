import { Link, useSearchParams } from 'react-router';
import { parseId } from '@/lib/parse-id';
import { useEntCategories } from '../api/get-library';
import styles from '../components/ent.module.css';
import { LibraryGrid } from '../components/library-grid';

/** /ent/course-list: the enterprise's course library by category (the page and filter live in the address). */
export function Component() {
  const [search, setSearch] = useSearchParams();
  const categoryId = parseId(search.get('categoryId'));
  const page = parseId(search.get('page')) ?? 1;
  const categories = useEntCategories();
  const choose = (id: number | undefined) => setSearch(id ? { categoryId: String(id) } : {});
  const chips = [{ id: undefined, name: '全部' }, ...(categories.data ?? [])];
  return (
    <div className={`zx-container ${styles.page}`}>
      <section className={styles.panel}>
        <h1 className={styles.heading}>
          企业课程库
          <Link className={styles.headingLink} to="/ent/special/list">
            专题学习
          </Link>
        </h1>
        <nav className={styles.categories} aria-label="课程分类">
          {chips.map((category) => (
            <button
              key={category.id ?? 'all'}
              type="button"
              aria-pressed={category.id === categoryId}
              className={
                category.id === categoryId ? `${styles.category} ${styles.categoryActive}` : styles.category
              }
              onClick={() => choose(category.id)}
            >
              {category.name}
            </button>
          ))}
        </nav>
        <LibraryGrid
          query={{ page, categoryId }}
          empty="该分类下暂无课程"
          onPageChange={(next) => {
            const params = new URLSearchParams(search);
            params.set('page', String(next));
            setSearch(params);
            window.scrollTo({ top: 0 });
          }}
        />
      </section>
    </div>
  );
}
