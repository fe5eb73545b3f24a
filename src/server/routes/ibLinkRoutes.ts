import type { FastifyInstance } from 'fastify';
import { contactFor } from '../../../engine/catalog';
import { formatNumber } from '../../../engine/format';
import { fillLinkTemplate } from '../../../engine/ib';
import type { ServerContext } from '../context';
import { registerApi } from '../http/api';
import { campaignsOf } from '../ib/campaigns';
import { portalLink } from '../http/portalLink';
import { ibProfileOf, ibScope, type IbScope } from '../ib/ibScope';
import { serverPolicies } from '../policyNames';
import { userPredicateContext } from '../users/userContext';

const tags = ['ib'];

/** A link the links widget shows: a label (text or translation key), the URL, and optional facts. */
const linkItem = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    label: { type: 'string' },
    labelKey: { type: 'string' },
    language: { type: 'string' },
    url: { type: 'string' },
    text: { type: 'string' },
    details: { type: 'array', items: { type: 'object', properties: { labelKey: { type: 'string' }, value: { type: 'string' } } } },
  },
};
const linkList = { type: 'array', items: linkItem };

/** Referral, IB referral and campaign links carrying the IB's code, and the contact data. */
export function ibLinkRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const values = (scope: IbScope, language: string) => ({
    site: scope.config.regulator.links.referralSite,
    // The client portal where visitors reach it (the public origin): a link is shared far from this request.
    portal: portalLink(ctx, scope.config, ''),
    language,
    ibCode: ibProfileOf(ctx, scope.owner.id)?.ib_code ?? '',
  });

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'ibaccount/referralLinks',
    summary: "Client referral links per account type and language, carrying the IB's code (refused in referral-blocked countries)",
    tags,
    auth: 'required',
    ibOnly: true,
    policy: { name: serverPolicies.referralAllowed, refuseWith: 'FORBIDDEN' },
    data: linkList,
    handler: ({ auth }) => {
      const scope = ibScope(ctx, auth);
      const { links } = scope.config.ibProgram;
      const names = scope.config.regulator.accountTypeNames as Record<string, string>;
      const types = links.accountTypes
        .map((key) => scope.config.accountTypes.find((t) => t.key === key))
        .filter((t) => t !== undefined && names[String(t.code)] !== undefined);
      return types.flatMap((type) =>
        links.languages.map((language) => ({
          id: `${type!.key}-${language}`,
          label: names[String(type!.code)]!,
          language,
          url: fillLinkTemplate(links.clientUrl, { ...values(scope, language), accountType: type!.key }),
        })),
      );
    },
  });

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'ibaccount/ibReferralLinks',
    summary: 'Links that recruit sub-IBs under this IB, per language (the two vfsc-type regulators only)',
    tags,
    auth: 'required',
    ibOnly: true,
    policy: { name: serverPolicies.vfscType, refuseWith: 'FORBIDDEN' },
    data: linkList,
    handler: ({ auth }) => {
      const scope = ibScope(ctx, auth);
      const { links } = scope.config.ibProgram;
      return links.languages.map((language) => ({
        id: `ib-${language}`,
        labelKey: 'ib.links.ibReferral',
        language,
        url: fillLinkTemplate(links.ibUrl, values(scope, language)),
      }));
    },
  });

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'ibaccount/campaignLinks',
    summary: "The IB's campaign links per language, with the clicks and registrations each campaign brought",
    tags,
    auth: 'required',
    ibOnly: true,
    data: linkList,
    handler: ({ auth }) => {
      const scope = ibScope(ctx, auth);
      const { links } = scope.config.ibProgram;
      const campaigns = campaignsOf(ctx.db, scope.owner.id);
      return campaigns.flatMap((c) =>
        links.languages.map((language) => ({
          id: `${c.id}-${language}`,
          label: c.name,
          language,
          url: fillLinkTemplate(links.campaignUrl, { ...values(scope, language), campaign: c.slug }),
          details: [
            // Counts in the configured number format ("1,901"), as the portal shows every other number.
            { labelKey: 'ib.campaign.clicks', value: formatNumber(c.clicks, scope.config.constants.numberFormat, 0) },
            { labelKey: 'ib.campaign.registrations', value: formatNumber(c.registrations, scope.config.constants.numberFormat, 0) },
          ],
        })),
      );
    },
  });

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'ibaccount/contact',
    summary: "The regulator's contact data for this user (website, phone, e-mails); not offered inside the app",
    tags,
    auth: 'required',
    ibOnly: true,
    policy: { name: serverPolicies.notInApp, refuseWith: 'FORBIDDEN' },
    data: linkList,
    handler: ({ auth }) => {
      const config = ctx.config(auth.user.regulator);
      const contact = contactFor(config.regulator, userPredicateContext(config, auth.user, auth.session), config.policies);
      return [
        { id: 'website', labelKey: 'ib.contact.website', url: contact.website, text: contact.website.replace(/^https?:\/\//, '') },
        { id: 'phone', labelKey: 'ib.contact.phone', url: `tel:${contact.phone.replace(/[^+\d]/g, '')}`, text: contact.phone },
        { id: 'email', labelKey: 'ib.contact.email', url: `mailto:${contact.email}`, text: contact.email },
        { id: 'accountEmail', labelKey: 'ib.contact.accountEmail', url: `mailto:${contact.accountEmail}`, text: contact.accountEmail },
      ];
    },
  });
}
