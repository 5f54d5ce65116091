import { checkAbortForwarding } from '../../test/abort';
import { runCatalogue } from '../../test/catalogue';
import { calls, cases } from '../../test/cases/notifications';

runCatalogue('notifications', calls, cases);
checkAbortForwarding('notifications', calls);
