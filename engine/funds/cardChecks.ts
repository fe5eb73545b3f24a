/** The Luhn check digit test of a card number. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** A card number as typed ("4111 1111 1111 1111") reads: 12 to 19 digits passing the Luhn check. */
export function cardNumberValid(typed: string): boolean {
  const digits = typed.replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(digits) && luhnValid(digits);
}

/** What is wrong with an expiry typed MM/YY at a time (ms): its form, or a month already past; undefined when it reads. */
export function cardExpiryProblem(typed: string, now: number): 'cardExpiry' | 'cardExpired' | undefined {
  const expiry = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(typed.trim());
  if (!expiry) return 'cardExpiry';
  const today = new Date(now);
  const [month, year] = [Number(expiry[1]), 2000 + Number(expiry[2])];
  return year < today.getUTCFullYear() || (year === today.getUTCFullYear() && month < today.getUTCMonth() + 1) ? 'cardExpired' : undefined;
}
