import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { authRoutes } from './authRoutes';
import { ibClientRoutes } from './ibClientRoutes';
import { ibDashboardRoutes } from './ibDashboardRoutes';
import { ibLinkRoutes } from './ibLinkRoutes';
import { ibNetworkRoutes } from './ibNetworkRoutes';
import { ibProfileRoutes } from './ibProfileRoutes';
import { ibRebateRoutes } from './ibRebateRoutes';
import { ibReportRoutes } from './ibReportRoutes';
import { ibSubUserRoutes } from './ibSubUserRoutes';
import { otpRoutes } from './otpRoutes';
import { ledgerRoutes } from './ledgerRoutes';
import { captchaRoutes } from './captchaRoutes';
import { securityRoutes } from './securityRoutes';
import { apiKeyRoutes } from './apiKeyRoutes';
import { smsChannelRoutes } from './smsChannelRoutes';
import { kycLevelRoutes } from './kycLevelRoutes';
import { kycListRoutes } from './kycListRoutes';
import { kycModuleRoutes } from './kycModuleRoutes';
import { kycDocumentRoutes } from './kycDocumentRoutes';
import { kycFaceRoutes } from './kycFaceRoutes';
import { backOfficeRoutes } from './backOfficeRoutes';
import { portalRoutes } from './portalRoutes';
import { profileRoutes } from './profileRoutes';
import { systemRoutes } from './systemRoutes';
import { accountRoutes } from './accountRoutes';
import { accountManagementRoutes } from './accountManagementRoutes';
import { statementRoutes } from './statementRoutes';
import { dashboardRoutes } from './dashboardRoutes';
import { depositRoutes } from './depositRoutes';
import { providerRoutes } from './providerRoutes';
import { withdrawalRoutes } from './withdrawalRoutes';
import { transferRoutes } from './transferRoutes';
import { cardRoutes } from './cardRoutes';
import { signUpRoutes } from './signUpRoutes';
import { signInActivityRoutes } from './signInActivityRoutes';
import { destinationRoutes } from './destinationRoutes';
import { promotionRoutes } from './promotionRoutes';
import { copyTradingRoutes } from './copyTradingRoutes';
import { supportChatRoutes } from './supportChatRoutes';
import { notificationRoutes } from './notificationRoutes';
import { errorReportRoutes } from './errorReportRoutes';
import { specCallRoutes } from './specCallRoutes';

/** Every route module, by area. */
export const routeModules: readonly ((app: FastifyInstance, ctx: ServerContext) => void)[] = [
  authRoutes,
  signUpRoutes,
  signInActivityRoutes,
  systemRoutes,
  profileRoutes,
  portalRoutes,
  otpRoutes,
  ledgerRoutes,
  captchaRoutes,
  securityRoutes,
  apiKeyRoutes,
  smsChannelRoutes,
  kycLevelRoutes,
  kycListRoutes,
  kycModuleRoutes,
  kycDocumentRoutes,
  kycFaceRoutes,
  backOfficeRoutes,
  accountRoutes,
  accountManagementRoutes,
  statementRoutes,
  dashboardRoutes,
  depositRoutes,
  providerRoutes,
  withdrawalRoutes,
  transferRoutes,
  cardRoutes,
  destinationRoutes,
  promotionRoutes,
  copyTradingRoutes,
  supportChatRoutes,
  notificationRoutes,
  errorReportRoutes,
  specCallRoutes,
  ibDashboardRoutes,
  ibClientRoutes,
  ibReportRoutes,
  ibRebateRoutes,
  ibProfileRoutes,
  ibLinkRoutes,
  ibNetworkRoutes,
  ibSubUserRoutes,
];
