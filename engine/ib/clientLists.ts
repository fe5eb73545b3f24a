import type { PortalConfig } from '../config/portalConfig';

type Program = PortalConfig['ibProgram'];
export type ClientDateField = Program['clientStatuses'][number]['dateField'];

/** The statuses a client list shows, or undefined for an unknown list. */
export function listStatuses(program: Program, list: string): readonly string[] | undefined {
  return program.clientLists.find((l) => l.id === list)?.statuses;
}

/** Which of a client's dates the lists show while the client has this status. */
export function statusDateField(program: Program, status: string): ClientDateField {
  const found = program.clientStatuses.find((s) => s.id === status);
  if (!found) throw new Error(`unknown client status "${status}"`);
  return found.dateField;
}

/** The client fields hidden under the privacy switches that are set. */
export function hiddenClientFields(program: Program, switches: Readonly<Record<string, boolean>>): Set<string> {
  return new Set(Object.entries(program.privacy).flatMap(([name, fields]) => (switches[name] ? fields : [])));
}
