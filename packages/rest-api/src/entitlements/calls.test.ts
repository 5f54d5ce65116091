import { checkAbortForwarding } from '../../test/abort';
import { runCatalogue } from '../../test/catalogue';
import { calls, cases } from '../../test/cases/entitlements';

runCatalogue('entitlements', calls, cases);
checkAbortForwarding('entitlements', calls);
