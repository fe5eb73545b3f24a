import type { UserRecord } from '../users/userRecord';
import { uploadModule } from './documents';
import type { KycDeps } from './kycDeps';
import { moduleReason, moduleStatusCode } from './moduleStatus';

/** The last submission of each document module, with the module's status and the reviewer's reason. */
export function lastProofs(deps: KycDeps, user: UserRecord, modules: readonly number[]) {
  const config = deps.config(user.regulator);
  return modules.map((code) => {
    const module = uploadModule(config, code);
    const latest = deps.db
      .prepare('SELECT submission_id, kind, created_at FROM kyc_documents WHERE user_id = ? AND module_code = ? ORDER BY id DESC LIMIT 1')
      .get(user.id, code) as { submission_id: string; kind: string; created_at: number } | undefined;
    const files = latest
      ? (deps.db.prepare('SELECT file_name AS fileName, mime, size FROM kyc_documents WHERE submission_id = ? ORDER BY id').all(latest.submission_id) as {
          fileName: string;
          mime: string;
          size: number;
        }[])
      : [];
    return {
      module: code,
      documentType: Number(config.enumerations.documentType?.values.find((v) => v.name === module.documents.type)?.code),
      category: Number(config.enumerations.proofCategory?.values.find((v) => v.name === module.documents.category)?.code),
      status: moduleStatusCode(deps, user, code),
      reason: moduleReason(deps, user, code),
      kind: latest?.kind ?? null,
      submittedAt: latest ? new Date(latest.created_at).toISOString() : null,
      files,
    };
  });
}

/** The last proofs of every module that takes documents. */
export function allLastProofs(deps: KycDeps, user: UserRecord) {
  const modules = deps.config(user.regulator).kycModules.modules.filter((m) => m.documents);
  return lastProofs(
    deps,
    user,
    modules.map((m) => m.code),
  );
}

/** The last proofs of address, general and advanced. */
export function addressProofs(deps: KycDeps, user: UserRecord) {
  const modules = deps.config(user.regulator).kycModules.modules.filter((m) => m.documents?.type === 'poa');
  return lastProofs(
    deps,
    user,
    modules.map((m) => m.code),
  );
}
