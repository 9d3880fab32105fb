import { useQuery } from '@tanstack/react-query';
import {
  adminCampCreate,
  adminCampList,
  adminCampTermCreate,
  adminCampTermList,
  adminCampTermUpdate,
  adminCampUpdate,
  adminCertificateTemplateList,
  adminCertificateTemplateSave,
  type RequestOf,
} from '@zhixue/contract';
import { apiPageQuery, apiQuery, useApiMutation } from '@/lib/api-query';

/**
 * Every read of the area is under this key: a camp's price, a term's dates or a template's name
 * show on several of its screens, so a write refreshes them all.
 */
const CAMPS = ['camps'] as const;

export const useCampList = (query: RequestOf<typeof adminCampList>) =>
  useQuery(apiPageQuery(CAMPS, adminCampList, query));
export const useCreateCamp = () => useApiMutation(adminCampCreate, [CAMPS]);
export const useUpdateCamp = () => useApiMutation(adminCampUpdate, [CAMPS]);

export const useCampTerms = (trainingId: number) =>
  useQuery(apiQuery([...CAMPS, 'terms'], adminCampTermList, { trainingId }));
export const useCreateTerm = () => useApiMutation(adminCampTermCreate, [CAMPS]);
export const useUpdateTerm = () => useApiMutation(adminCampTermUpdate, [CAMPS]);

export const useCertificateTemplates = () =>
  useQuery(apiQuery([...CAMPS, 'certificate-templates'], adminCertificateTemplateList, {}));
export const useSaveCertificateTemplate = () => useApiMutation(adminCertificateTemplateSave, [CAMPS]);
