export { integrationRoutes } from './routes';
export { SLACK_MSG } from './slack-routes';
