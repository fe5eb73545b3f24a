import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PortalConfig } from '../../../engine/config';
import type { ServerContext } from '../context';
import { ApiError } from '../http/apiError';
import { registerApi } from '../http/api';
import { assertSafeMultipartText } from '../http/unsafeMarkupGuard';
import { checkFiles, storeSubmission, tooLarge, uploadModule, type IncomingFile } from '../kyc/documents';
import { documentModule } from '../kyc/levelViews';
import { moduleStatusCode } from '../kyc/moduleStatus';
import type { UserRecord } from '../users/userRecord';

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

/** The proof category of the advanced proofs (the spec's "ibt"). */
const advancedCategory = 'ibt';

/** Checks the files of an upload against the module's rules, stores them and puts the module under review. */
async function submit(ctx: ServerContext, user: UserRecord, upload: Upload, moduleCode: number) {
  const config = ctx.config(user.regulator);
  const module = uploadModule(config, moduleCode);
  const files = await checkFiles(config, module, upload.kind, upload.files);
  const stored = storeSubmission(ctx, ctx.uploadDir, user, module, upload.kind!, files);
  return { module: module.code, status: stored.move.to, submissionId: stored.submissionId, files: stored.files };
}

/** The last submission of each document module, with the module's status and the reviewer's reason. */
function lastProofs(ctx: ServerContext, user: UserRecord, modules: readonly number[]) {
  const config = ctx.config(user.regulator);
  return modules.map((code) => {
    const module = uploadModule(config, code);
    const latest = ctx.db
      .prepare('SELECT submission_id, kind, created_at FROM kyc_documents WHERE user_id = ? AND module_code = ? ORDER BY id DESC LIMIT 1')
      .get(user.id, code) as { submission_id: string; kind: string; created_at: number } | undefined;
    const files = latest
      ? (ctx.db.prepare('SELECT file_name AS fileName, mime, size FROM kyc_documents WHERE submission_id = ? ORDER BY id').all(latest.submission_id) as {
          fileName: string;
          mime: string;
          size: number;
        }[])
      : [];
    const reason = ctx.db.prepare('SELECT reason FROM kyc_modules WHERE user_id = ? AND module_code = ?').pluck().get(user.id, code) as
      string | null | undefined;
    return {
      module: code,
      documentType: Number(config.enumerations.documentType?.values.find((v) => v.name === module.documents.type)?.code),
      category: Number(config.enumerations.proofCategory?.values.find((v) => v.name === module.documents.category)?.code),
      status: moduleStatusCode(ctx, user, code),
      reason: reason ?? null,
      kind: latest?.kind ?? null,
      submittedAt: latest ? new Date(latest.created_at).toISOString() : null,
      files,
    };
  });
}

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
      return submit(ctx, auth.user, upload, upload.module);
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
      const types = config.enumerations.documentType?.values ?? [];
      const advanced = types.flatMap((t) => {
        const code = documentModule(config, t.name, advancedCategory);
        return code === undefined ? [] : [{ documentType: Number(t.code), module: code }];
      });
      const target = advanced.find((a) => a.documentType === upload.documentType);
      if (!target)
        throw new ApiError(
          'UPLOAD_INVALID',
          400,
          `Say which advanced proof this is (field documentType: ${advanced.map((a) => a.documentType).join(' or ')}).`,
          { documentTypes: advanced.map((a) => a.documentType) },
        );
      return submit(ctx, auth.user, upload, target.module);
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
    handler: ({ auth }) =>
      lastProofs(
        ctx,
        auth.user,
        ctx
          .config(auth.user.regulator)
          .kycModules.modules.filter((m) => m.documents)
          .map((m) => m.code),
      ),
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
    handler: ({ auth }) => {
      const config = ctx.config(auth.user.regulator);
      const poa = config.kycModules.modules.filter((m) => m.documents?.type === 'poa').map((m) => m.code);
      return { addressProofs: lastProofs(ctx, auth.user, poa), bankInfos: [] };
    },
  });
}
