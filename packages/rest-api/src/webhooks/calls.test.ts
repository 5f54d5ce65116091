import { checkAbortForwarding } from '../../test/abort';
import { runCatalogue } from '../../test/catalogue';
import { calls, cases } from '../../test/cases/webhooks';

runCatalogue('webhooks', calls, cases);
checkAbortForwarding('webhooks', calls);
