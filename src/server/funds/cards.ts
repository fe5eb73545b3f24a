import type { CardView } from '../../../engine/api';
import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { PortalConfig } from '../../../engine/config';
import { ApiError } from '../http/apiError';
import type { UserRecord } from '../users/userRecord';
import { paymentFieldError, type FundsDeps } from './fundsSupport';
import { isPersonName } from '../../../engine/text';
import { cardExpiryProblem, cardNumberValid } from '../../../engine/funds';

export interface CardInput {
  holder?: string;
  number?: string;
  expiry?: string;
  photos: { side: string; filename: string; data: Buffer }[];
}

interface CardRow {
  id: number;
  holder: string;
  brand: string;
  last4: string;
  expiry: string;
  created_at: number;
}

/** The card scheme by its number's prefix (display only). */
export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'card';
}

const sides = ['front', 'back'] as const;

/**
 * Adds a payment card: holder, a valid card number (only its last four digits are kept), an expiry
 * not in the past, and a photo of each side whose content (not its name) is an allowed type within
 * the size limit. All or nothing.
 */
export async function addCard(deps: FundsDeps, user: UserRecord, input: CardInput) {
  const config = deps.config(user.regulator);
  const holder = (input.holder ?? '').trim();
  if (!isPersonName(holder)) throw paymentFieldError('holder', 'cardHolder', 'Enter the name as it is on the card (letters, spaces, dots, hyphens).');
  const digits = (input.number ?? '').replace(/[\s-]/g, '');
  if (!cardNumberValid(digits)) throw paymentFieldError('number', 'cardNumber', 'Enter a valid card number.');
  const expiryProblem = cardExpiryProblem(input.expiry ?? '', deps.clock.now());
  if (expiryProblem === 'cardExpiry') throw paymentFieldError('expiry', 'cardExpiry', 'Enter the expiry as MM/YY.');
  if (expiryProblem === 'cardExpired') throw paymentFieldError('expiry', 'cardExpired', 'This card has expired.');
  const photos = await checkPhotos(config, input.photos);
  const tx = deps.db.transaction(() => {
    const id = Number(
      deps.db
        .prepare('INSERT INTO payment_cards (user_id, holder, brand, last4, expiry, created_at) VALUES (?, ?, ?, ?, ?, ?)')
        .run(user.id, holder, cardBrand(digits), digits.slice(-4), (input.expiry ?? '').trim(), deps.clock.now()).lastInsertRowid,
    );
    const insert = deps.db.prepare('INSERT INTO payment_card_photos (card_id, side, mime, data, size, sha256, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
    for (const p of photos) insert.run(id, p.side, p.mime, p.data, p.data.length, createHash('sha256').update(p.data).digest('hex'), deps.clock.now());
    return id;
  });
  return cardView(deps, deps.db.prepare('SELECT * FROM payment_cards WHERE id = ?').get(tx()) as CardRow);
}

async function checkPhotos(config: PortalConfig, photos: CardInput['photos']) {
  const { maxPhotoBytes, photoTypes } = config.funds.cards;
  const refuse = (side: string, message: string, data: Record<string, unknown> = {}) =>
    new ApiError('CARD_PHOTO_INVALID', 400, message, { field: side, ...data });
  for (const photo of photos)
    if (!(sides as readonly string[]).includes(photo.side)) throw refuse(photo.side, `Photos are "front" and "back", not "${photo.side}".`);
  const checked = [];
  for (const side of sides) {
    const found = photos.filter((p) => p.side === side);
    if (found.length !== 1) throw refuse(side, `Attach one photo of the card's ${side}.`);
    const photo = found[0]!;
    if (photo.data.length === 0) throw refuse(side, `The ${side} photo "${photo.filename}" is empty.`);
    if (photo.data.length > maxPhotoBytes)
      throw refuse(side, `The ${side} photo is larger than ${Math.round(maxPhotoBytes / 1024 / 1024)} MB.`, { maxBytes: maxPhotoBytes });
    const detected = await fileTypeFromBuffer(photo.data);
    if (!detected || !photoTypes.includes(detected.mime)) {
      throw refuse(
        side,
        `The ${side} photo "${photo.filename}" is not a ${photoTypes.join(', ')} file by its content${detected ? ` (it is ${detected.mime})` : ''}.`,
        { detected: detected?.mime ?? null, allowed: photoTypes },
      );
    }
    checked.push({ side, mime: detected.mime, data: photo.data });
  }
  return checked;
}

function cardView(deps: FundsDeps, row: CardRow): CardView {
  const photos = deps.db.prepare('SELECT side FROM payment_card_photos WHERE card_id = ? ORDER BY side DESC').pluck().all(row.id) as string[];
  const depositChannels = deps.db
    .prepare('SELECT DISTINCT channel FROM deposits WHERE card_id = ? AND ledger_tx_id IS NOT NULL ORDER BY channel')
    .pluck()
    .all(row.id) as string[];
  return {
    id: row.id,
    holder: row.holder,
    brand: row.brand,
    last4: row.last4,
    expiry: row.expiry,
    photos,
    depositChannels,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export function cardsOf(deps: FundsDeps, user: UserRecord) {
  const rows = deps.db.prepare('SELECT * FROM payment_cards WHERE user_id = ? AND deleted_at IS NULL ORDER BY id').all(user.id) as CardRow[];
  return rows.map((row) => cardView(deps, row));
}

export function cardOf(deps: FundsDeps, user: UserRecord, id: number) {
  const row = deps.db.prepare('SELECT * FROM payment_cards WHERE id = ? AND user_id = ? AND deleted_at IS NULL').get(id, user.id) as CardRow | undefined;
  if (!row) throw new ApiError('CARD_NOT_FOUND', 404, `You have no card ${id}.`, { id });
  return cardView(deps, row);
}

/** Deletes a card of the user (its record stays for the payment history, hidden; its photos are erased). */
export function deleteCard(deps: FundsDeps, user: UserRecord, id: number) {
  cardOf(deps, user, id);
  deps.db.transaction(() => {
    deps.db.prepare('UPDATE payment_cards SET deleted_at = ? WHERE id = ?').run(deps.clock.now(), id);
    deps.db.prepare('DELETE FROM payment_card_photos WHERE card_id = ?').run(id);
  })();
  return { id, deleted: true };
}
