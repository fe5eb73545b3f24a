import { hashForSchema, ID_KEY, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';

/**
 * The validator the build compiled for a form's schema (compiled at build time: the CSP forbids eval), or undefined
 * when it compiled none for this schema: a form added to config, or its schema changed, since the portal was built (a
 * running server reloads config, the page keeps its build). The precompiled validator looks its functions up by the
 * schema's $id or hash, and throws while the page renders when it finds none.
 */
export function builtValidator(functions: ValidatorFunctions | undefined, schema: RJSFSchema): ValidatorType | undefined {
  const key = (schema[ID_KEY] as string | undefined) ?? hashForSchema(schema);
  return functions?.[key] ? createPrecompiledValidator(functions, schema) : undefined;
}
