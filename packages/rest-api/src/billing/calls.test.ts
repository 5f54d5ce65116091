import { checkAbortForwarding } from '../../test/abort';
import { runCatalogue } from '../../test/catalogue';
import { calls, cases } from '../../test/cases/billing';

runCatalogue('billing', calls, cases);
checkAbortForwarding('billing', calls);
