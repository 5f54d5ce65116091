export { registerChannelDelivery } from './delivery';
