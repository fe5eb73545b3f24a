import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/apiError';
import { staffCookieName, type StaffRole, type StaffService, type StaffUser } from './staffService';

/** The signed-in staff member of a studio request (the staff cookie only: the back-office X-Staff-Token is not a login). */
export function staffOf(request: FastifyRequest, staff: StaffService): StaffUser | undefined {
  const token = request.cookies?.[staffCookieName];
  return token ? staff.resolve(token) : undefined;
}

/** The staff member of a request, with at least the role asked for: 401 without a staff session, 403 for a viewer where an editor is needed. */
export function requireStaff(request: FastifyRequest, staff: StaffService, role: StaffRole = 'viewer'): StaffUser {
  const user = staffOf(request, staff);
  if (!user) throw new ApiError('STAFF_SIGN_IN_REQUIRED', 401, 'Sign in to the studio first.');
  if (role === 'editor' && user.role !== 'editor') throw new ApiError('STAFF_ROLE_REQUIRED', 403, 'Only editors can change config.');
  return user;
}
