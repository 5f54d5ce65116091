import { runCatalogue } from '../../test/catalogue';
import { calls, cases } from '../../test/cases/users';

runCatalogue('users', calls, cases);
