import { useQuery } from '@tanstack/react-query';
import { certVerify } from '@zhixue/contract';
import { call } from '@/lib/api';

/** `cert/verify`, public: a certificate's printed fields by its code, whether revoked, or unknown. */
export function verifyCertificate(code: string, signal?: AbortSignal) {
  return call(certVerify, { code }, { signal });
}

export function useCertificateVerification(code: string) {
  return useQuery({
    queryKey: ['certificates', 'verify', code],
    queryFn: ({ signal }) => verifyCertificate(code, signal),
    enabled: code !== '',
    // The page shows the failure (a rate limit, the network) in place.
    meta: { silentError: true },
  });
}
