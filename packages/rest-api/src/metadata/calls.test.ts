import { checkAbortForwarding } from '../../test/abort';
import { runCatalogue } from '../../test/catalogue';
import { calls, cases } from '../../test/cases/metadata';

runCatalogue('metadata', calls, cases);
checkAbortForwarding('metadata', calls);
