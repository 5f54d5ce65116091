import { runCatalogue } from '../../test/catalogue';
import { calls, cases } from '../../test/cases/tenants';

runCatalogue('tenants', calls, cases);
