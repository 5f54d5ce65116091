import type { Hono } from 'hono';
import type { Deps } from '../deps';
import { publicRouter, signedInRouter, actor, type AppEnv } from '../access';
import { badRequest, notFound } from '../http/errors';
import { MSG_BAD_IMAGE, readProfileImage } from './image';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Address the stored picture is served at. */
export const profileImageUrl = (deps: Deps, id: string) => `${deps.config.publicUrl}/${deps.config.prefix}/profile-images/${id}`;

/** The signed-in user's picture upload (team service; self-service: being signed in is the permission). */
export function profileRoutes(deps: Deps): Hono<AppEnv> {
  const app = signedInRouter(deps);
  app.put('/profile/me/image/v1', async (c) => {
    if (!(c.req.header('content-type') ?? '').includes('multipart/form-data')) throw badRequest(MSG_BAD_IMAGE);
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw badRequest(MSG_BAD_IMAGE);
    }
    const image = await readProfileImage(form.image);
    const p = c.get('principal');
    const id = crypto.randomUUID();
    const url = profileImageUrl(deps, id);
    await deps.db.transaction().execute(async (tx) => {
      await tx.deleteFrom('profile_images').where('user_id', '=', p.sub).execute();
      await tx.insertInto('profile_images').values({ id, user_id: p.sub, mime: image.mime, data: Buffer.from(image.bytes).toString('base64') }).execute();
      await tx.updateTable('users').set({ profile_picture_url: url }).where('id', '=', p.sub).execute();
    });
    await deps.audit.write({ ...actor(c), action: 'Profile image updated', description: `Uploaded a ${image.mime} picture (${image.bytes.length} bytes)` });
    return c.text(url);
  });
  return app;
}

/** Serves stored pictures by their random id (an `<img>` sends no token; the id is unguessable and changes per upload). */
export function profileImageRoutes(deps: Deps): Hono<AppEnv> {
  const app = publicRouter();
  app.get('/profile-images/:id', async (c) => {
    const id = c.req.param('id');
    const row = UUID.test(id) ? await deps.db.selectFrom('profile_images').select(['mime', 'data']).where('id', '=', id).executeTakeFirst() : undefined;
    if (!row) throw notFound();
    return c.body(new Uint8Array(Buffer.from(row.data, 'base64')), 200, {
      'content-type': row.mime, 'cache-control': 'public, max-age=31536000, immutable', 'content-security-policy': "default-src 'none'", 'x-content-type-options': 'nosniff',
    });
  });
  return app;
}
