export { channelDelivery } from './delivery';
