export { integrationRoutes } from './routes';
export { registerChannelDelivery } from './delivery';
export { SLACK_MSG } from './slack-routes';
