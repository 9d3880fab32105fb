import { LegalDocument } from '../components/legal-document';

/** /agreement/privacy: 《隐私政策》, linked from the login modal's consent. */
export function Component() {
  return <LegalDocument kind="privacy" />;
}
