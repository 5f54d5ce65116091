import { TokensSection } from '../tokens/TokensSection';

/** Tenant API tokens (acting for the whole account). */
export default function ApiTokensSection() {
  return <TokensSection kind="tenant" />;
}
