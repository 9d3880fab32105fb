export { ApiError, CLIENT_ERROR, hasReason, isApiError, isMissing } from './api-error';
export { API_TIMEOUT_MS, call, type RequestOptions, request, toastError } from './client';
