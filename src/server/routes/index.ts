import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { authRoutes } from './authRoutes';
import { ibClientRoutes } from './ibClientRoutes';
import { ibDashboardRoutes } from './ibDashboardRoutes';
import { ibLinkRoutes } from './ibLinkRoutes';
import { ibProfileRoutes } from './ibProfileRoutes';
import { ibRebateRoutes } from './ibRebateRoutes';
import { ibReportRoutes } from './ibReportRoutes';
import { otpRoutes } from './otpRoutes';
import { ledgerRoutes } from './ledgerRoutes';
import { kycPermissionRoutes } from './kycPermissionRoutes';
import { portalRoutes } from './portalRoutes';
import { profileRoutes } from './profileRoutes';
import { systemRoutes } from './systemRoutes';

/** Every route module, by area. */
export const routeModules: readonly ((app: FastifyInstance, ctx: ServerContext) => void)[] = [
  authRoutes,
  systemRoutes,
  profileRoutes,
  portalRoutes,
  otpRoutes,
  ledgerRoutes,
  kycPermissionRoutes,
  ibDashboardRoutes,
  ibClientRoutes,
  ibReportRoutes,
  ibRebateRoutes,
  ibProfileRoutes,
  ibLinkRoutes,
];
