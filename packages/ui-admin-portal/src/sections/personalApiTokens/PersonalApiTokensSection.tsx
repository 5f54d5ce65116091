import { TokensSection } from '../tokens/TokensSection';

/** Personal API tokens (acting as the signed-in user). */
export default function PersonalApiTokensSection() {
  return <TokensSection kind="personal" />;
}
