import { useQuery } from '@tanstack/react-query';
import {
  adminLecturerCreate,
  adminLecturerList,
  adminLecturerUpdate,
  type RequestOf,
} from '@zhixue/contract';
import { apiPageQuery, useApiMutation } from '@/lib/api-query';

const LECTURERS = ['lecturers'] as const;

export const useLecturerList = (query: RequestOf<typeof adminLecturerList>) =>
  useQuery(apiPageQuery(LECTURERS, adminLecturerList, query));
export const useCreateLecturer = () => useApiMutation(adminLecturerCreate, [LECTURERS]);
export const useUpdateLecturer = () => useApiMutation(adminLecturerUpdate, [LECTURERS]);
