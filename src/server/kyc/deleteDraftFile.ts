import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { enumCode } from '../../../engine/catalog';
import { ApiError } from '../http/apiError';
import type { UserRecord } from '../users/userRecord';
import type { KycDeps } from './kycDeps';
import { moduleStatusCode } from './moduleStatus';

/**
 * file/delete: removes one of the user's uploaded documents while its module is still a draft for
 * staff (not verified, not rejected): a wrong file can be taken back before anyone decides on it.
 */
export function deleteDraftFile(deps: KycDeps, uploadDir: string, user: UserRecord, fileName: string): { deleted: string } {
  const row = deps.db.prepare('SELECT id, module_code FROM kyc_documents WHERE user_id = ? AND file_name = ?').get(user.id, fileName) as
    { id: number; module_code: number } | undefined;
  if (!row) throw new ApiError('NOT_FOUND', 404, `You have no uploaded file ${fileName}.`);
  const enums = deps.config(user.regulator).enumerations;
  const decided = ['verified', 'rejected'].map((name) => Number(enumCode(enums, 'kycModuleStatus', name)));
  if (decided.includes(moduleStatusCode(deps, user, row.module_code))) {
    throw new ApiError('FORBIDDEN', 403, 'This document has been decided on and can no longer be deleted.');
  }
  deps.db.prepare('DELETE FROM kyc_documents WHERE id = ?').run(row.id);
  rmSync(join(uploadDir, fileName), { force: true });
  return { deleted: fileName };
}
