import { checkAbortForwarding } from '../../test/abort';
import { runCatalogue } from '../../test/catalogue';
import { calls, cases } from '../../test/cases/integrations';

runCatalogue('integrations', calls, cases);
checkAbortForwarding('integrations', calls);
