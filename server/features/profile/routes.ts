import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicUserSchema } from '../../../common/contracts/auth.js';
import {
  changePasswordRequestSchema,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_MESSAGES,
  profileSchema,
  publicConfigSchema,
} from '../../../common/contracts/profile.js';
import { idTextSchema } from '../../../common/contracts/ids.js';
import type { AppContext } from '../../context.js';
import { AppError, badRequest, notFound } from '../../errors.js';
import { actorOf } from '../../plugins/auth.js';
import { StorageNotFoundError, type FileStorage } from '../../storage/file-storage.js';
import { IMAGE_MIME_TYPES, type ImageKind } from './image-type.js';
import {
  changePassword,
  isStoredProfileImage,
  replaceProfileImage,
  updateProfile,
} from './service.js';

const userAnswer = z.object({ user: publicUserSchema });
const AVATAR_FILE = /^avatar-[0-9a-f-]{36}\.(png|jpg|gif|webp)$/;

export const profileRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  storage: FileStorage;
}> = async (app, { ctx, storage }) => {
  app.patch(
    '/api/user/profile',
    { config: { access: 'user' }, schema: { body: profileSchema, response: { 200: userAnswer } } },
    async (request) => ({ user: await updateProfile(ctx, actorOf(request), request.body) }),
  );

  app.post(
    '/api/user/password',
    {
      config: { access: 'user', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { body: changePasswordRequestSchema, response: { 204: z.undefined() } },
    },
    async (request, reply) => {
      await changePassword(ctx, actorOf(request), request.body);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/user/profile-image',
    { config: { access: 'user', upload: true }, schema: { response: { 200: userAnswer } } },
    async (request) => {
      const actor = actorOf(request);
      let image: Buffer | undefined;
      try {
        for await (const part of request.parts({
          limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1 },
        })) {
          if (part.type === 'file' && part.fieldname === 'image' && !image)
            image = await part.toBuffer();
          else if (part.type === 'file') part.file.resume();
        }
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError(413, PROFILE_MESSAGES.imageTooLarge);
        throw error;
      }
      if (!image || image.length === 0)
        throw badRequest(PROFILE_MESSAGES.noImage, { image: [PROFILE_MESSAGES.noImage] });
      return { user: await replaceProfileImage(ctx, storage, actor, image) };
    },
  );

  // Avatars are shown by <img>, which cannot send a token: a file is served only while it is a
  // member's current profile image, so nothing else in the uploads folder (documents) is reachable.
  app.get(
    '/uploads/org_:organizationId/:fileName',
    {
      config: { access: 'public' },
      schema: {
        params: z.object({
          organizationId: idTextSchema,
          fileName: z.string().max(200),
        }),
      },
    },
    async (request, reply) => {
      const { organizationId, fileName } = request.params;
      if (
        !AVATAR_FILE.test(fileName) ||
        !(await isStoredProfileImage(ctx, organizationId, fileName))
      ) {
        throw notFound('Image');
      }
      const image = await storage
        .read(`org_${organizationId}/${fileName}`)
        .catch((error: unknown) => {
          throw error instanceof StorageNotFoundError ? notFound('Image') : error;
        });
      const kind = fileName.split('.').pop() as ImageKind;
      return reply
        .type(IMAGE_MIME_TYPES[kind])
        .header('content-length', image.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(image.body);
    },
  );

  app.get(
    '/api/public-config',
    { config: { access: 'public' }, schema: { response: { 200: publicConfigSchema } } },
    async () => ({ supportEmail: ctx.config.supportEmail ?? null }),
  );
};
