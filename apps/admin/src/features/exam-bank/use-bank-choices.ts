import { useQuery } from '@tanstack/react-query';
import { adminMaterialList, adminQuestionFacets } from '@zhixue/contract';
import { callApi } from '@/lib/api';

const excerpt = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

/** The categories, tags and materials the filters and the question form offer. */
export function useBankChoices() {
  const facets = useQuery({
    queryKey: ['exam-bank', 'facets'],
    queryFn: () => callApi(adminQuestionFacets, {}),
  });
  const materials = useQuery({
    queryKey: ['exam-bank', 'materials', 'choices'],
    queryFn: () => callApi(adminMaterialList, { pageCurrent: 1, pageSize: 100 }),
  });
  return {
    categories: facets.data?.categories ?? [],
    tags: facets.data?.tags ?? [],
    materials: (materials.data?.list ?? []).map((row) => ({
      value: row.id,
      label: `#${row.id} ${excerpt(row.content)}`,
    })),
  };
}
