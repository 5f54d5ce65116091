import type { Hono } from 'hono';
import { getEventCategoriesQuerySchema, getEventConfigurationsQuerySchema } from '@portico/rest-api/schemas';
import type { Deps } from '../deps';
import { signedInRouter, requirePermission, type AppEnv } from '../access';
import { query } from '../http/validate';
import { EVENT_CATALOGUE, EVENT_CATEGORIES, channelsOf, type CatalogueEvent } from './catalogue';

const CONFIGURATIONS = '/event/resources/configurations/v1';

const view = (e: CatalogueEvent) => ({ id: e.key, key: e.key, displayName: e.displayName, description: e.description, categoryId: e.categoryId, channels: channelsOf(e.key) });

/** The events catalogue: every event with its channels, and the events by category (optionally only some channels). */
export function eventRoutes(deps: Deps): Hono<AppEnv> {
  const app = signedInRouter(deps);
  const read = requirePermission('fe.connectivity.read.events');
  app.get(CONFIGURATIONS, read, (c) => {
    const wanted = query(c, getEventConfigurationsQuerySchema).channels;
    // Asked for channels (Frontegg's client does), the answer is its channel map: the array of events serving them.
    if (wanted) {
      const vendorId = deps.vendor.id;
      const category = (id: string) => ({ id, name: EVENT_CATEGORIES.find((cat) => cat.id === id)!.name, vendorId });
      const serves = EVENT_CATALOGUE.filter((e) => channelsOf(e.key).some((ch) => wanted.includes(ch)));
      return c.json(serves.map((e) => ({ ...view(e), vendorId, category: category(e.categoryId) })));
    }
    return c.json({ events: EVENT_CATALOGUE.map(view), channelMap: Object.fromEntries(EVENT_CATALOGUE.map((e) => [e.key, channelsOf(e.key)])) });
  });
  app.get(`${CONFIGURATIONS}/categories`, read, (c) => {
    const wanted = query(c, getEventCategoriesQuerySchema).channels;
    const fits = (e: CatalogueEvent) => !wanted || channelsOf(e.key).some((ch) => wanted.includes(ch));
    return c.json(EVENT_CATEGORIES.map((cat) => ({ ...cat, events: EVENT_CATALOGUE.filter((e) => e.categoryId === cat.id && fits(e)).map(view) })));
  });
  return app;
}
