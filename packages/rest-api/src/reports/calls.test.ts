import { checkAbortForwarding } from '../../test/abort';
import { runCatalogue } from '../../test/catalogue';
import { calls, cases } from '../../test/cases/reports';

runCatalogue('reports', calls, cases);
checkAbortForwarding('reports', calls);
