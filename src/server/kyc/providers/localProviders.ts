import type { KycProviders } from './kycProviders';

const yearsBetween = (birth: Date, now: Date) => {
  let years = now.getUTCFullYear() - birth.getUTCFullYear();
  const before = now.getUTCMonth() < birth.getUTCMonth() || (now.getUTCMonth() === birth.getUTCMonth() && now.getUTCDate() < birth.getUTCDate());
  if (before) years -= 1;
  return years;
};

/**
 * Local stand-ins for the providers, so the KYC lifecycle runs offline with the rules of
 * config/kyc/modules.yaml providers: ID3 passes adults and refers the rest to staff; the face check's
 * hosted flow is the portal's own face verification drawer, and it decides SUCCESS some seconds after
 * the capture.
 */
export const localProviders: KycProviders = {
  id3: {
    check({ config, dateBirth, now }) {
      const minimum = config.kycModules.providers.id3.minimumAgeYears;
      const age = yearsBetween(new Date(`${dateBirth}T00:00:00Z`), new Date(now));
      return age >= minimum ? { status: 'passed' } : { status: 'referred', reason: `younger than ${minimum}: referred to staff` };
    },
  },
  faceCheck: {
    name: 'local',
    jumpUrl: ({ config, token }) => `${config.brand.cp.basePath}verification?faceToken=${encodeURIComponent(token)}`,
    decide({ config, capturedAt, now }) {
      return now - capturedAt >= config.kycModules.providers.faceCheck.decisionSeconds * 1000 ? { status: 'SUCCESS' } : undefined;
    },
  },
};
