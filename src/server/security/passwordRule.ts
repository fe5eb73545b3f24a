import type { ServerContext } from '../context';
import { ApiError } from '../http/apiError';
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
export function checkNewPassword(deps: Pick<ServerContext, 'config' | 'load'>, user: Pick<UserRecord, 'regulator' | 'language'>, password: string): void {
  const properties = deps.config(user.regulator).forms[ruleForm]?.schema.properties as Record<string, StringRule> | undefined;
  const rule = properties?.newPassword;
  if (!rule) throw new Error(`config/forms/${ruleForm}.json has no newPassword field: the password rule is read from it`);
  const breaks =
    (rule.minLength !== undefined && [...password].length < rule.minLength) ||
    (rule.maxLength !== undefined && [...password].length > rule.maxLength) ||
    (rule.pattern !== undefined && !new RegExp(rule.pattern, 'u').test(password));
  if (breaks) {
    const text = rule.description ? serverText(deps.load, rule.description, {}, user.language) : 'The new password does not meet the password rule.';
    // detail: the rule is the message's whole point, also where the catalogue's "Some fields are not valid: {{detail}}" frames it.
    throw new ApiError('VALIDATION_FAILED', 400, text, { field: 'newPassword', detail: text });
  }
}
