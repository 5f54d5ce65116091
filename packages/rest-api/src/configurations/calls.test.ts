import { runCatalogue } from '../../test/catalogue';
import { calls, cases } from '../../test/cases/configurations';

runCatalogue('configurations', calls, cases);
