import { test } from '@playwright/test';
import { liftPlanLimits } from '../pages/plans';

// The server enforces plan limits (Free: 3 seats, no SSO, no sub-accounts), and the journeys share one seeded server:
// they run with the plans' limits lifted through the vendor's plans API; the limit journeys set the seeded ones back.
test('the plans set no limits for the journeys (the seeded limits are kept for those about limits)', async ({ request }) => {
  await liftPlanLimits(request);
});
