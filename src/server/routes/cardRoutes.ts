import type { FastifyInstance } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { cardViewSchema } from '../../../engine/api';
import type { ServerContext } from '../context';
import { registerApi } from '../http/api';
import { assertSafeMultipartText } from '../http/unsafeMarkupGuard';
import { ApiError } from '../http/apiError';
import { addCard, type CardInput } from '../funds/cards';
import { paymentFieldError } from '../funds/fundsSupport';

const tags = ['payment-info'];
const fields = ['holder', 'number', 'expiry'] as const;

/** Adding a payment card with a photo of each side (multipart); listing and deleting are payment destinations (destinationRoutes). */
export function cardRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerApi(app, ctx, {
    method: 'POST',
    bases: ['payment'],
    path: 'payment/info/addCard',
    summary: 'Add a payment card (multipart: holder, number, expiry MM/YY, files front and back; JPEG, PNG or PDF by content, 5 MB each)',
    tags,
    auth: 'required',
    bodyLimit: 12 * 1024 * 1024,
    data: cardViewSchema,
    handler: async ({ auth, raw }) => {
      if (!raw.isMultipart()) throw paymentFieldError('body', 'cardForm', 'Send the card as multipart/form-data with holder, number, expiry, front and back.');
      const max = ctx.config(auth.user.regulator).funds.cards.maxPhotoBytes;
      const input: CardInput & Record<string, unknown> = { photos: [] };
      try {
        for await (const part of raw.parts({ limits: { files: 2, fileSize: max + 1, fields: 3, fieldSize: 200, parts: 5 } })) {
          if (part.type === 'file') {
            const file = part as MultipartFile;
            const data = await file.toBuffer();
            input.photos.push({ side: file.fieldname, filename: assertSafeMultipartText(ctx, 'filename', file.filename), data });
          } else if ((fields as readonly string[]).includes(part.fieldname)) {
            input[part.fieldname] = assertSafeMultipartText(ctx, part.fieldname, String(part.value));
          } else {
            throw new ApiError('UNKNOWN_FIELD', 400, `Unknown field "${part.fieldname}" (fields: ${fields.join(', ')}, front, back).`, {
              field: part.fieldname,
            });
          }
        }
      } catch (error) {
        if (error instanceof ApiError) throw error;
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE')
          throw new ApiError('CARD_PHOTO_INVALID', 400, `A photo is larger than ${Math.round(max / 1024 / 1024)} MB.`, { maxBytes: max });
        if (code?.startsWith('FST_')) throw paymentFieldError('body', 'uploadUnreadable', `The upload could not be read: ${(error as Error).message}`);
        throw error;
      }
      return addCard(ctx, auth.user, input);
    },
  });
}
