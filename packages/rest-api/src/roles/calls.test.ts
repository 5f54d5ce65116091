import { runCatalogue } from '../../test/catalogue';
import { calls, cases } from '../../test/cases/roles';

runCatalogue('roles', calls, cases);
