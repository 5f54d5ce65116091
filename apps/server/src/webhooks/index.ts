export { WEBHOOK_MSG, webhookDelivery } from './service';
export { countWebhooks } from './repo';
