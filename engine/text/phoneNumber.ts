/** A phone number as the portal takes it: the country code ("+" and 1 to 4 digits) apart from the number (5 to 15 digits). */
export const phoneCodeDigits = { min: 1, max: 4 } as const;
export const phoneNumberDigits = { min: 5, max: 15 } as const;
export const phoneCodePattern = `^\\+[0-9]{${phoneCodeDigits.min},${phoneCodeDigits.max}}$`;
export const phoneNumberPattern = `^[0-9]{${phoneNumberDigits.min},${phoneNumberDigits.max}}$`;

/** Which part of a phone number cannot be sent as it is (undefined: both read). */
export function phoneProblem(phoneCode: string, phone: string): 'phoneCode' | 'phone' | undefined {
  if (!new RegExp(phoneCodePattern).test(phoneCode)) return 'phoneCode';
  if (!new RegExp(phoneNumberPattern).test(phone)) return 'phone';
  return undefined;
}
