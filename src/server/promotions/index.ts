export { blacklistOf, claimReferral, joinPromotion, leavePromotion, promotionReport, promotionViews, referralCode } from './promotionService';
export { onDepositCredited, onWithdrawal, runTradeJob } from './promotionCredits';
export { eligibility, type Promotion, type Reason } from './promotionRules';
