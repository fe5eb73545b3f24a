/**
 * Every widget kind screens may name (config/screens/<view>/*.yaml widgets[].kind). The registry
 * (./registry.tsx) must implement exactly these; `portal config check` refuses any other kind.
 */
export const widgetKinds = [
  'placeholder',
  'form',
  'custom:SignIn',
  'custom:NotFound',
  'custom:BadRequest',
  'custom:EmailSecurity',
  'custom:PhoneSecurity',
  'custom:Authenticator',
  'custom:ApiKey',
  // KYC (client portal)
  'kycSummary',
  'functionActions',
  'verificationCentre',
  'verificationResult',
  'faceVerification',
  'otpVerify',
  'documentUpload',
  'custom:KycGuide',
] as const;

export type WidgetKind = (typeof widgetKinds)[number];
