export { getEventConfigurations, getEventCategories } from './calls';
export type { EventChannel, ConnectivityEvent, EventConfigurations, EventCategory, GetEventCategoriesQuery } from './types';
