import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PortalConfig } from '../../../engine/config';
import type { ServerContext } from '../context';
import { ApiError } from '../http/apiError';
import { registerApi } from '../http/api';
import { assertSafeMultipartText } from '../http/unsafeMarkupGuard';
import { advancedUploadModule, submitDocuments, tooLarge, type IncomingFile } from '../kyc/documents';
import { addressProofs, allLastProofs } from '../kyc/lastProofs';

const tags = ['kyc'];

const proofItem = {
  type: 'object',
  properties: {
    module: { type: 'integer' },
    documentType: { type: 'integer' },
    category: { type: 'integer' },
    status: { type: 'integer' },
    reason: { type: ['string', 'null'] },
    kind: { type: ['string', 'null'] },
    submittedAt: { type: ['string', 'null'] },
    files: { type: 'array', items: { type: 'object', properties: { fileName: { type: 'string' }, mime: { type: 'string' }, size: { type: 'integer' } } } },
  },
};

interface Upload {
  module?: number;
  documentType?: number;
  kind?: string;
  files: IncomingFile[];
}

/** Reads a multipart upload (fields module or documentType, kind, one or more files) within the configured limits. */
async function readUpload(ctx: ServerContext, request: FastifyRequest, config: PortalConfig): Promise<Upload> {
  const maxFiles = Math.max(...config.kycModules.modules.map((m) => m.documents?.maxFiles ?? 1));
  const out: Upload = { files: [] };
  let current = '';
  try {
    for await (const part of request.parts({
      limits: { fileSize: config.kycModules.uploads.maxFileBytes, files: maxFiles, fields: 4, fieldSize: 100, parts: maxFiles + 4 },
    })) {
      if (part.type === 'file') {
        current = assertSafeMultipartText(ctx, 'filename', part.filename || part.fieldname);
        out.files.push({ filename: current, data: await part.toBuffer() });
        continue;
      }
      const value = assertSafeMultipartText(ctx, part.fieldname, String(part.value));
      if (part.fieldname === 'module') out.module = Number(value);
      else if (part.fieldname === 'documentType') out.documentType = Number(value);
      else if (part.fieldname === 'kind') out.kind = value;
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(config, current);
    if (code === 'FST_FILES_LIMIT') throw new ApiError('UPLOAD_INVALID', 400, `At most ${maxFiles} files per submission.`);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new ApiError('UPLOAD_INVALID', 400, 'Send the document as multipart/form-data with the fields module, kind and file.');
    throw new ApiError('UPLOAD_INVALID', 400, `The upload could not be read: ${(error as Error).message}`);
  }
  return out;
}

const submissionData = {
  type: 'object',
  properties: {
    module: { type: 'integer' },
    status: { type: 'integer' },
    submissionId: { type: 'string' },
    files: { type: 'array', items: { type: 'object', properties: { fileName: { type: 'string' }, mime: { type: 'string' }, size: { type: 'integer' } } } },
  },
};

/** Document uploads of the upload modules (POI, POA, advanced POI and POA, proof of funds) and the last proofs. */
export function kycDocumentRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerApi(app, ctx, {
    method: 'POST',
    bases: ['cp'],
    path: 'identityProof/attach_new_document',
    summary:
      'Upload a document for a module (multipart: module, kind, file; several files for modules that take them). Empty, oversized and files whose content is not an allowed type are refused and nothing is stored; stored files get server-generated names; the module goes under review',
    tags,
    auth: 'required',
    data: submissionData,
    handler: async ({ auth, raw }) => {
      const config = ctx.config(auth.user.regulator);
      const upload = await readUpload(ctx, raw, config);
      if (upload.module === undefined || !Number.isInteger(upload.module))
        throw new ApiError('UPLOAD_INVALID', 400, 'Say which module the document is for (field module).');
      return submitDocuments(ctx, ctx.uploadDir, auth.user, upload.module, upload.kind, upload.files);
    },
  });

  registerApi(app, ctx, {
    method: 'POST',
    bases: ['cp'],
    path: 'identityProof/verificationIbt',
    summary:
      'Upload an advanced (IBT) proof (multipart: documentType, the poi or poa code; kind; file). The module is the advanced one of that document type; the same checks as attach_new_document apply',
    tags,
    auth: 'required',
    data: submissionData,
    handler: async ({ auth, raw }) => {
      const config = ctx.config(auth.user.regulator);
      const upload = await readUpload(ctx, raw, config);
      const module = advancedUploadModule(config, upload.documentType);
      return submitDocuments(ctx, ctx.uploadDir, auth.user, module, upload.kind, upload.files);
    },
  });

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['cp'],
    path: 'identityProof/getAllLastProof',
    summary: 'The last submission of every document module with its status and the reason of a rejection',
    tags,
    auth: 'required',
    data: { type: 'array', items: proofItem },
    handler: ({ auth }) => allLastProofs(ctx, auth.user),
  });

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['cp'],
    path: 'identityProof/getAddressProofAndBankInfor',
    summary: 'The last proofs of address (general and advanced) and the bank details on file (the reference server holds none)',
    tags,
    auth: 'required',
    data: {
      type: 'object',
      properties: { addressProofs: { type: 'array', items: proofItem }, bankInfos: { type: 'array', items: { type: 'object', additionalProperties: true } } },
    },
    handler: ({ auth }) => ({ addressProofs: addressProofs(ctx, auth.user), bankInfos: [] }),
  });
}
