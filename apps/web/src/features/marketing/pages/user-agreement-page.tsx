import { LegalDocument } from '../components/legal-document';

/** /agreement/user: 《用户协议》, linked from the login modal's consent. */
export function Component() {
  return <LegalDocument kind="user" />;
}
