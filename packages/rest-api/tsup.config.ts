import { packageConfig } from "../../config/tsup";

// One entry per domain so importing one call pulls in only its domain (and the shared core chunk).
export default packageConfig({
  "index": "src/index.ts",
  "schemas": "src/schemas.ts",
  "csp": "src/csp.ts",
  "auth": "src/auth/index.ts",
  "users": "src/users/index.ts",
  "tenants": "src/tenants/index.ts",
  "configurations": "src/configurations/index.ts",
  "sso": "src/sso/index.ts",
  "roles": "src/roles/index.ts",
  "entitlements": "src/entitlements/index.ts",
  "vendors": "src/vendors/index.ts",
  "metadata": "src/metadata/index.ts",
  "reports": "src/reports/index.ts",
  "notifications": "src/notifications/index.ts",
  "audits": "src/audits/index.ts",
  "integrations": "src/integrations/index.ts",
  "webhooks": "src/webhooks/index.ts",
  "events": "src/events/index.ts",
  "security-center": "src/security-center/index.ts",
  "billing": "src/billing/index.ts"
});
