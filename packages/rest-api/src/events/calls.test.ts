import { checkAbortForwarding } from '../../test/abort';
import { runCatalogue } from '../../test/catalogue';
import { calls, cases } from '../../test/cases/events';

runCatalogue('events', calls, cases);
checkAbortForwarding('events', calls);
