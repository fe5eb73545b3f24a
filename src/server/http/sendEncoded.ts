import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** An encoding a response may travel in (config/http.yaml transfer.encodings), or none. */
export type BodyEncoding = 'br' | 'gzip' | 'identity';

/** Each encoding's token in an Accept-Encoding header (made once: every compressed API answer asks). */
const tokens: Readonly<Record<string, RegExp>> = { br: /\bbr\b/, gzip: /\bgzip\b/ };

/** The first of the server's encodings (in its order of preference) that the request accepts, else identity. */
export function acceptedEncoding(request: FastifyRequest, encodings: readonly string[]): BodyEncoding {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const found = encodings.find((encoding) => tokens[encoding]?.test(accepted));
  return (found as BodyEncoding | undefined) ?? 'identity';
}

/** The encoding an API answer travels in: the accepted one, none for a request that asks for none (x-no-compression). */
export function answerEncoding(request: FastifyRequest, encodings: readonly string[]): BodyEncoding {
  return request.headers['x-no-compression'] !== undefined ? 'identity' : acceptedEncoding(request, encodings);
}

/** The headers of a body sent in an encoding chosen by Accept-Encoding (the compression plugin then leaves it alone). */
export function markEncoded(reply: FastifyReply, encoding: BodyEncoding): void {
  reply.header('vary', 'Accept-Encoding');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
}

/**
 * Sends a body the handler encodes itself (a page made per request, an answer encoded once and kept) in the
 * encoding the request accepts; the compression plugin leaves an encoded body alone.
 */
export async function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  encodings: readonly string[],
  body: (encoding: BodyEncoding) => Buffer | Promise<Buffer>,
): Promise<FastifyReply> {
  const encoding = acceptedEncoding(request, encodings);
  markEncoded(reply, encoding);
  return reply.send(await body(encoding));
}

/**
 * A body made per request (an API answer, a page with its user's answers) compressed in one call: brotli at the
 * configured fast quality, or gzip. Brotli's default quality (11) holds the event loop about 26 ms for a 19 KB
 * page, quality 4 about 0.25 ms for a tenth more bytes (measured on a 2-core machine).
 */
export function encodeNow(transfer: { brotliQuality: number }, encoding: 'br' | 'gzip', body: string | Buffer): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, fastBrotli(transfer)) : gzipSync(body);
}

/** How an answer held whole travels (config/http.yaml transfer): compressed from the threshold on, brotli at the fast quality. */
export interface AnswerTransfer {
  apiThresholdBytes: number;
  brotliQuality: number;
}

/** An answer's bytes as they travel, and their encoding. */
export interface EncodedBody {
  body: Buffer;
  encoding: BodyEncoding;
}

/**
 * A JSON answer as it travels: in the accepted encoding from the threshold on, as the answers the server compresses
 * itself (transfer.ts); for an answer serialised and compressed off the event loop (readPool.ts answerOffThread).
 */
export function encodedJson(transfer: AnswerTransfer, accepted: BodyEncoding, json: string): EncodedBody {
  const body = Buffer.from(json);
  if (accepted === 'identity' || body.length < transfer.apiThresholdBytes) return { body, encoding: 'identity' };
  return { body: encodeNow(transfer, accepted, body), encoding: accepted };
}

/** Sends a JSON answer encoded elsewhere (encodedJson); the compression plugin leaves it alone. */
export function sendEncodedBody(reply: FastifyReply, { body, encoding }: EncodedBody): FastifyReply {
  reply.type('application/json; charset=utf-8');
  markEncoded(reply, encoding);
  return reply.send(body);
}

/** Brotli's options for what is compressed per request: the configured fast quality (here and in the compression plugin). */
export const fastBrotli = (transfer: { brotliQuality: number }) => ({ params: { [constants.BROTLI_PARAM_QUALITY]: transfer.brotliQuality } });
