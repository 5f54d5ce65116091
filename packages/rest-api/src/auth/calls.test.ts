import { runCatalogue } from '../../test/catalogue';
import { calls, cases } from '../../test/cases/auth';

runCatalogue('auth', calls, cases);
