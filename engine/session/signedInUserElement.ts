/**
 * The id of the element by which a signed-in page carries its user (the getUserInfo answer, as JSON):
 * the server writes it, the portal reads it at start instead of asking.
 */
export const signedInUserElementId = 'portal-signed-in-user';
