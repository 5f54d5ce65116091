import { checkAbortForwarding } from '../../test/abort';
import { runCatalogue } from '../../test/catalogue';
import { calls, cases } from '../../test/cases/audits';

runCatalogue('audits', calls, cases);
checkAbortForwarding('audits', calls);
