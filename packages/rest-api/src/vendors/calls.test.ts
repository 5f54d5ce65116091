import { checkAbortForwarding } from '../../test/abort';
import { runCatalogue } from '../../test/catalogue';
import { calls, cases } from '../../test/cases/vendors';

runCatalogue('vendors', calls, cases);
checkAbortForwarding('vendors', calls);
