export { mfaEnrolledSql } from './enrolled';
