import { runCatalogue } from '../../test/catalogue';
import { calls, cases } from '../../test/cases/sso';

runCatalogue('sso', calls, cases);
