export { webhookRoutes } from './routes';
export { WEBHOOK_MSG } from './service';
export { countWebhooks } from './repo';
