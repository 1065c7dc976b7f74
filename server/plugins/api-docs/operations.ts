/**
 * What the OpenAPI document says about each /api route beyond its schemas: a tag (the feature it
 * belongs to) and a one-line summary, keyed like the route table ('METHOD /fastify/:path').
 * A route added without a line here still appears in the document; the OpenAPI test fails on it.
 */

export const API_TAGS = [
  { name: 'Auth', description: 'Registration, sign-in and password reset' },
  { name: 'Sessions', description: "The caller's own signed-in devices" },
  { name: 'Profile', description: "The caller's name, e-mail, password and picture" },
  { name: 'Members', description: 'People and invitations of the caller’s organization' },
  { name: 'Organization', description: 'Settings of the caller’s organization' },
  { name: 'Documents', description: 'Uploaded documents and their analysis' },
  { name: 'Visualizations', description: 'Visualizations of documents and their versions' },
  { name: 'Templates', description: 'SVG templates per document category' },
  { name: 'Activity', description: 'What happened in the organization, and on the platform' },
  { name: 'Platform', description: 'Every organization and user (platform administrators)' },
  { name: 'System', description: 'Health, public settings and this description' },
] as const;

export type ApiTag = (typeof API_TAGS)[number]['name'];

/** A multipart upload route's form: its file part and text fields (the handler reads them itself). */
export interface UploadForm {
  file: { name: string; description: string };
  fields?: Record<string, string>;
}

export interface OperationInfo {
  tag: ApiTag;
  summary: string;
  upload?: UploadForm;
}

export const OPERATIONS: Record<string, OperationInfo> = {
  'GET /api/health': { tag: 'System', summary: 'Liveness check of the API process' },
  'GET /api/public-config': { tag: 'System', summary: 'Settings the sign-in pages show' },
  'GET /api/openapi.json': { tag: 'System', summary: 'This OpenAPI 3 document' },
  'GET /api/docs': { tag: 'System', summary: 'A readable page of this document (Swagger UI)' },

  'POST /api/auth/register': {
    tag: 'Auth',
    summary: 'Create an account and its organization (or join by invitation), then sign in',
  },
  'POST /api/auth/login': { tag: 'Auth', summary: 'Sign in with e-mail and password' },
  'POST /api/auth/logout': { tag: 'Auth', summary: 'End the current session' },
  'GET /api/auth/me': { tag: 'Auth', summary: 'The signed-in user and organization' },
  'POST /api/auth/forgot-password': {
    tag: 'Auth',
    summary: 'Mail a password reset link (same answer whether the address exists or not)',
  },
  'POST /api/auth/reset-password': {
    tag: 'Auth',
    summary: 'Set a new password with a reset token',
  },
  'GET /api/invitations/:token': {
    tag: 'Auth',
    summary: 'Preview an invitation before registering with it',
  },

  'GET /api/user/sessions': { tag: 'Sessions', summary: "List the caller's sessions" },
  'DELETE /api/user/sessions/:id': { tag: 'Sessions', summary: 'End one of the caller’s sessions' },

  'PATCH /api/user/profile': { tag: 'Profile', summary: 'Change name and e-mail' },
  'POST /api/user/password': { tag: 'Profile', summary: 'Change password' },
  'POST /api/user/profile-image': {
    tag: 'Profile',
    summary: 'Replace the profile picture',
    upload: { file: { name: 'image', description: 'PNG, JPEG, GIF or WebP image' } },
  },

  'GET /api/user/organization/users': {
    tag: 'Members',
    summary: 'Members and pending invitations of the organization',
  },
  'POST /api/user/organization/invite': {
    tag: 'Members',
    summary: 'Invite someone by e-mail (201 new, 200 when re-inviting)',
  },
  'DELETE /api/user/organization/invites/:id': {
    tag: 'Members',
    summary: 'Withdraw an invitation',
  },
  'POST /api/user/organization/invites/:id/resend': {
    tag: 'Members',
    summary: 'Send an invitation again with a new link',
  },

  'POST /api/documents': {
    tag: 'Documents',
    summary: 'Upload a document (PDF, DOC or DOCX, up to 10 MB) for analysis',
    upload: {
      file: { name: 'file', description: 'The document: .pdf, .doc or .docx, at most 10 MB' },
      fields: { name: 'Document name shown in the app (one line, up to 200 characters)' },
    },
  },
  'GET /api/documents': {
    tag: 'Documents',
    summary: 'One page of documents, newest first (next page in the Link header; ETag/304)',
  },
  'GET /api/documents/:id': { tag: 'Documents', summary: 'A document with its analysis' },
  'DELETE /api/documents/:id': {
    tag: 'Documents',
    summary: 'Delete a document and its stored file',
  },
  'POST /api/documents/:id/reprocess': {
    tag: 'Documents',
    summary:
      'Run extraction and analysis again, optionally for a chosen category (visualizations are kept)',
  },
  'GET /api/stats': { tag: 'Documents', summary: 'Dashboard counts and recent activity' },
  'GET /api/activity': {
    tag: 'Activity',
    summary: 'One page of the organization’s activity, newest first (next page in the Link header)',
  },
  'GET /api/admin/activity': {
    tag: 'Activity',
    summary: 'One page of platform-wide activity (template changes), newest first',
  },

  'POST /api/documents/:id/visualizations': {
    tag: 'Visualizations',
    summary: 'Create a visualization of a processed document',
  },
  'GET /api/documents/:id/visualizations': {
    tag: 'Visualizations',
    summary: 'Visualizations of one document',
  },
  'GET /api/visualizations': {
    tag: 'Visualizations',
    summary: 'One page of visualizations, newest first (next page in the Link header)',
  },
  'GET /api/visualizations/:id': {
    tag: 'Visualizations',
    summary: 'A visualization with its document and template',
  },
  'PUT /api/visualizations/:id': {
    tag: 'Visualizations',
    summary: 'Save edited data as a new version',
  },
  'GET /api/visualizations/:id/export': {
    tag: 'Visualizations',
    summary: 'Download a visualization as a vector file: SVG or PDF (?format=svg|pdf)',
  },
  'DELETE /api/visualizations/:id': { tag: 'Visualizations', summary: 'Delete a visualization' },
  'GET /api/visualizations/:id/versions': {
    tag: 'Visualizations',
    summary: 'Versions of a visualization, newest first',
  },
  'POST /api/visualizations/:id/share-links': {
    tag: 'Visualizations',
    summary: 'Create a view-only link (/s/{token}); its URL is answered this once only',
  },
  'GET /api/visualizations/:id/share-links': {
    tag: 'Visualizations',
    summary: 'Share links of a visualization with their status and views, newest first',
  },
  'DELETE /api/visualizations/:id/share-links/:linkId': {
    tag: 'Visualizations',
    summary: 'Revoke a share link (it stays listed with its counts)',
  },

  'GET /api/admin/templates': { tag: 'Templates', summary: 'List templates' },
  'GET /api/admin/templates/:id': { tag: 'Templates', summary: 'A template' },
  'POST /api/admin/templates': { tag: 'Templates', summary: 'Create a template' },
  'PUT /api/admin/templates/:id': { tag: 'Templates', summary: 'Change a template' },
  'DELETE /api/admin/templates/:id': { tag: 'Templates', summary: 'Delete a template' },
  'POST /api/admin/templates/analyze-svg': {
    tag: 'Templates',
    summary: 'Suggest an AI prompt from an SVG template’s merge tags',
  },

  'GET /api/admin/organizations': {
    tag: 'Platform',
    summary: 'Every organization with user and document counts',
  },
  'GET /api/admin/users': { tag: 'Platform', summary: 'Every user with their organization' },

  'PUT /api/organization/brand-palette': {
    tag: 'Organization',
    summary: 'Set the organization’s brand colors (organization admins)',
  },
  'DELETE /api/organization/brand-palette': {
    tag: 'Organization',
    summary: 'Remove the organization’s brand colors (organization admins)',
  },
  'GET /api/organization/ai': {
    tag: 'Organization',
    summary: 'Whether AI is configured and the organization’s documents may be sent to it',
  },
  'PUT /api/organization/ai': {
    tag: 'Organization',
    summary: 'Switch AI analysis on or off for the organization (organization admins)',
  },
  'GET /api/admin/ai': {
    tag: 'Platform',
    summary: 'The AI provider (host and model, never the key) and its last 24 hours of calls',
  },
};
