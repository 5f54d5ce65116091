import { checkAbortForwarding } from '../../test/abort';
import { runCatalogue } from '../../test/catalogue';
import { calls, cases } from '../../test/cases/security-center';

runCatalogue('security-center', calls, cases);
checkAbortForwarding('security-center', calls);
