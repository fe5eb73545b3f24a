import type { ServerContext } from '../context';
import { ApiError, explainedError } from '../http/apiError';
import { serverText } from '../i18n/serverText';
import type { UserRecord } from '../users/userRecord';

interface StringRule {
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  description?: string;
}

/** The form whose newPassword field states the password rule; the browser validates the same schema. */
const ruleForm = 'changePassword';

/**
 * Refuses a new password that breaks the rule of config/forms/changePassword.json (its newPassword
 * field: length and pattern), with the rule's own text (the field's description key) as the message.
 */
export function checkNewPassword(
  deps: Pick<ServerContext, 'config' | 'load'>,
  user: Pick<UserRecord, 'regulator' | 'language'>,
  password: string,
  /** The request's field that holds it, named in the refusal so the page marks that field. */
  field = 'newPassword',
): void {
  const properties = deps.config(user.regulator).forms[ruleForm]?.schema.properties as Record<string, StringRule> | undefined;
  const rule = properties?.newPassword;
  if (!rule) throw new Error(`config/forms/${ruleForm}.json has no newPassword field: the password rule is read from it`);
  const breaks =
    (rule.minLength !== undefined && [...password].length < rule.minLength) ||
    (rule.maxLength !== undefined && [...password].length > rule.maxLength) ||
    (rule.pattern !== undefined && !new RegExp(rule.pattern, 'u').test(password));
  if (breaks) {
    if (!rule.description) {
      const text = 'The new password does not meet the password rule.';
      throw new ApiError('VALIDATION_FAILED', 400, text, { field, detail: text });
    }
    // The rule's own text is the refusal's reason (detailKey): "Some fields are not valid: {{detail}}" frames it in the request's language.
    throw explainedError('VALIDATION_FAILED', 400, serverText(deps.load, rule.description, {}, user.language), rule.description, { field });
  }
}
