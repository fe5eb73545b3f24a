import { useSearchParams } from 'react-router';
import { KycGuide } from './KycGuide';
import type { GuideRequest } from './kycStores';

/** The KYC guide on its own page (brands in page mode): the request comes from the query. */
export default function KycGuidePage() {
  const [search] = useSearchParams();
  const number = (name: string) => (search.get(name) && Number.isInteger(Number(search.get(name))) ? Number(search.get(name)) : undefined);
  const fn = number('function');
  const level = number('level');
  const request: GuideRequest = { ...(fn !== undefined ? { functionCode: fn } : {}), ...(level !== undefined ? { level } : {}) };
  return <KycGuide request={request} headingId="kyc-guide-page" />;
}
