import type { UserRecord } from '../users/userRecord';
import { detailsInvalid, moduleBy, saveForm } from './kycForms';
import type { KycDeps } from './kycDeps';
import { assertModuleCan, moveModule } from './moduleStatus';

/**
 * Submits the questionnaire: every answer must be one of its question's listed answers (the lists the
 * question endpoints serve); complete answers verify the module.
 */
export function submitQuestionnaire(deps: KycDeps, user: UserRecord, answers: Record<string, string>): { module: number; status: number } {
  const config = deps.config(user.regulator);
  const module = moduleBy(config, (m) => m.verifiedBy === 'answers');
  for (const set of config.kycQuestions.questionnaire) {
    for (const question of config.kycQuestions.sets[set]?.questions ?? []) {
      if (!question.answers.some((a) => a.value === answers[question.id])) {
        throw detailsInvalid(question.id, `${question.id}: choose one of ${question.answers.map((a) => a.value).join(', ')}`);
      }
    }
  }
  assertModuleCan(deps, user, module, 'VERIFY');
  const move = deps.db.transaction(() => {
    saveForm(deps, user, module, answers);
    return moveModule(deps, user, module, 'VERIFY', 'user');
  })();
  return { module, status: move.to };
}
