export { WEBHOOK_MSG, registerWebhookDelivery } from './service';
export { countWebhooks } from './repo';
