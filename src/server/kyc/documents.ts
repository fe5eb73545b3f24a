import { createHash, randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { enumCode } from '../../../engine/catalog';
import type { KycModuleDefinition, PortalConfig } from '../../../engine/config';
import { ApiError } from '../http/apiError';
import type { UserRecord } from '../users/userRecord';
import type { KycDeps } from './kycDeps';
import { documentModule } from './levelViews';
import { moveModule, type ModuleMove } from './moduleStatus';
import { commitPending, discardPending, writePending } from './uploadFiles';

export interface IncomingFile {
  /** The name the browser sent: recorded nowhere, used in messages only. */
  filename: string;
  data: Buffer;
}

interface CheckedFile {
  data: Buffer;
  mime: string;
  extension: string;
  sha256: string;
}

const invalid = (message: string, data?: Record<string, unknown>) => new ApiError('UPLOAD_INVALID', 400, message, data ?? null);

/** The module definition of an upload module, or a refusal naming the modules that take documents. */
export function uploadModule(config: PortalConfig, code: number): KycModuleDefinition & { documents: NonNullable<KycModuleDefinition['documents']> } {
  const module = config.kycModules.modules.find((m) => m.code === code);
  if (!module?.documents) {
    const valid = config.kycModules.modules.filter((m) => m.documents).map((m) => m.code);
    throw invalid(`Module ${code} takes no documents (modules with documents: ${valid.join(', ')}).`, { modules: valid });
  }
  return module as ReturnType<typeof uploadModule>;
}

/**
 * The checks every file passes before anything is stored: not empty, within the size limit, and of an
 * allowed type by its content (magic bytes), whatever its name says.
 */
export async function checkFiles(
  config: PortalConfig,
  module: ReturnType<typeof uploadModule>,
  kind: string | undefined,
  files: IncomingFile[],
): Promise<CheckedFile[]> {
  const { uploads } = config.kycModules;
  if (!kind || !module.documents.kinds.includes(kind)) {
    throw invalid(`Choose the kind of document: ${module.documents.kinds.join(', ')}.`, { kinds: module.documents.kinds });
  }
  if (files.length === 0) throw invalid('Attach the document file.');
  if (files.length > module.documents.maxFiles)
    throw invalid(`At most ${module.documents.maxFiles} files per submission.`, { maxFiles: module.documents.maxFiles });
  const checked: CheckedFile[] = [];
  for (const file of files) {
    if (file.data.length === 0) throw new ApiError('UPLOAD_EMPTY', 400, `"${file.filename}" is empty.`, { file: file.filename });
    if (file.data.length > uploads.maxFileBytes) throw tooLarge(config, file.filename);
    const detected = await fileTypeFromBuffer(file.data);
    const allowed = uploads.allowedTypes.find((t) => t.mime === detected?.mime);
    if (!allowed) {
      throw new ApiError(
        'UPLOAD_TYPE_NOT_ALLOWED',
        415,
        `"${file.filename}" is not a ${uploads.allowedTypes.map((t) => t.extension.toUpperCase()).join(', ')} file by its content${detected ? ` (it is ${detected.mime})` : ''}.`,
        {
          file: file.filename,
          detected: detected?.mime ?? null,
          allowed: uploads.allowedTypes.map((t) => t.mime),
        },
      );
    }
    checked.push({ data: file.data, mime: allowed.mime, extension: allowed.extension, sha256: createHash('sha256').update(file.data).digest('hex') });
  }
  return checked;
}

export const tooLarge = (config: PortalConfig, filename: string) =>
  new ApiError('UPLOAD_TOO_LARGE', 413, `"${filename}" is larger than ${Math.round(config.kycModules.uploads.maxFileBytes / 1024 / 1024)} MB.`, {
    file: filename,
    maxBytes: config.kycModules.uploads.maxFileBytes,
  });

/**
 * Stores a checked submission: the module moves to under review (the moduleStatus flow refuses a
 * module that is under review or verified), the files are written under server-generated names and
 * recorded, all or nothing.
 */
export function storeSubmission(
  deps: KycDeps,
  uploadDir: string,
  user: UserRecord,
  module: ReturnType<typeof uploadModule>,
  kind: string,
  files: CheckedFile[],
): { move: ModuleMove; submissionId: string; files: { fileName: string; mime: string; size: number }[] } {
  const config = deps.config(user.regulator);
  const submissionId = randomUUID();
  const written: string[] = [];
  const insert = deps.db.prepare(
    'INSERT INTO kyc_documents (user_id, module_code, submission_id, document_type, category, kind, file_name, mime, size, sha256, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  let result;
  try {
    result = deps.db.transaction(() => {
      const move = moveModule(deps, user, module.code, 'SUBMIT', 'user');
      const stored = files.map((file) => {
        const fileName = `${randomUUID()}.${file.extension}`;
        writePending(uploadDir, fileName, file.data);
        written.push(fileName);
        insert.run(
          user.id,
          module.code,
          submissionId,
          Number(enumCode(config.enumerations, 'documentType', module.documents.type)),
          Number(enumCode(config.enumerations, 'proofCategory', module.documents.category)),
          kind,
          fileName,
          file.mime,
          file.data.length,
          file.sha256,
          deps.clock.now(),
        );
        return { fileName, mime: file.mime, size: file.data.length };
      });
      return { move, submissionId, files: stored };
    })();
  } catch (error) {
    discardPending(uploadDir, written);
    throw error;
  }
  commitPending(uploadDir, written);
  return result;
}

/** Checks the files of an upload against the module's rules, stores them and puts the module under review. */
export async function submitDocuments(deps: KycDeps, uploadDir: string, user: UserRecord, moduleCode: number, kind: string | undefined, files: IncomingFile[]) {
  const config = deps.config(user.regulator);
  const module = uploadModule(config, moduleCode);
  const checked = await checkFiles(config, module, kind, files);
  // checkFiles refuses an upload without one of the module's kinds.
  const stored = storeSubmission(deps, uploadDir, user, module, kind!, checked);
  return { module: module.code, status: stored.move.to, submissionId: stored.submissionId, files: stored.files };
}

/** The proof category of the advanced proofs (the spec's "ibt"). */
const advancedCategory = 'ibt';

/**
 * The advanced module of a document type (the poi or poa code): the advanced upload names the document
 * type, not the module. Refused when the type has no advanced module, listing the types that have one.
 */
export function advancedUploadModule(config: PortalConfig, documentType: number | undefined): number {
  const types = config.enumerations.documentType?.values ?? [];
  const advanced = types.flatMap((t) => {
    const code = documentModule(config, t.name, advancedCategory);
    return code === undefined ? [] : [{ documentType: Number(t.code), module: code }];
  });
  const target = advanced.find((a) => a.documentType === documentType);
  if (!target)
    throw new ApiError('UPLOAD_INVALID', 400, `Say which advanced proof this is (field documentType: ${advanced.map((a) => a.documentType).join(' or ')}).`, {
      documentTypes: advanced.map((a) => a.documentType),
    });
  return target.module;
}
