declare module 'virtual:form-validators' {
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
  const validators: Record<string, ValidatorFunctions>;
  export default validators;
}
