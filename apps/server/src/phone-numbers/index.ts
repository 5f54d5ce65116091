export { phoneNumberRoutes, PHONE_NUMBER_MSG } from './routes';
