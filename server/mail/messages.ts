import { toSingleLine } from '../../common/single-line.js';
import type { MailMessage } from './mailer.js';

/** Escapes text for the HTML part; every value in these messages comes from users. */
function html(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(
  title: string,
  paragraphs: string[],
  action: { label: string; url: string },
  footer: string,
): string {
  return `<!doctype html><html><body style="margin:0;padding:24px;background:#f8fafc;font-family:Inter,system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#0f172a">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px">
<tr><td style="padding:32px">
<p style="margin:0 0 24px;font-size:18px;font-weight:700;color:#4f46e5">DocViz</p>
<h1 style="margin:0 0 16px;font-size:20px">${html(title)}</h1>
${paragraphs.map((p) => `<p style="margin:0 0 16px;line-height:1.6;color:#334155">${html(p)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${html(action.url)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${html(action.label)}</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#64748b">Or paste this link into your browser:<br><a href="${html(action.url)}" style="color:#4f46e5;word-break:break-all">${html(action.url)}</a></p>
<p style="margin:16px 0 0;font-size:13px;color:#64748b">${html(footer)}</p>
</td></tr></table></body></html>`;
}

export function invitationMessage(input: {
  to: string;
  appUrl: string;
  token: string;
  organizationName: string;
  inviterName: string;
  roleLabel: string;
  expiresAt: Date;
}): MailMessage {
  const url = `${input.appUrl}/register?invite=${encodeURIComponent(input.token)}`;
  const expires = input.expiresAt.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
  // Names are checked when entered, but one stored before that could still hold a line break:
  // in the text part it would start a line of its own ("Bcc: …") in a mail sent from our address.
  const organizationName = toSingleLine(input.organizationName);
  const inviterName = toSingleLine(input.inviterName);
  const intro = `${inviterName} invited you to join ${organizationName} on DocViz as ${input.roleLabel === 'Org Admin' ? 'an' : 'a'} ${input.roleLabel}.`;
  const body = 'DocViz turns business documents into clear visualizations: upload, analyze, share.';
  const footer = `This invitation expires on ${expires}. If you did not expect it, you can ignore this e-mail.`;
  return {
    to: input.to,
    subject: `You're invited to join ${organizationName} on DocViz`,
    text: `${intro}\n\n${body}\n\nAccept the invitation: ${url}\n\n${footer}\n`,
    html: layout(
      `Join ${organizationName} on DocViz`,
      [intro, body],
      { label: 'Accept invitation', url },
      footer,
    ),
  };
}

export function passwordResetMessage(input: {
  to: string;
  appUrl: string;
  token: string;
}): MailMessage {
  const url = `${input.appUrl}/reset-password?token=${encodeURIComponent(input.token)}`;
  const intro =
    'Someone asked to reset the password of your DocViz account. Choose a new password with the link below.';
  const footer =
    'The link works once and expires in 1 hour. If you did not ask for it, ignore this e-mail: your password stays the same.';
  return {
    to: input.to,
    subject: 'Reset your DocViz password',
    text: `${intro}\n\nReset your password: ${url}\n\n${footer}\n`,
    html: layout('Reset your password', [intro], { label: 'Choose a new password', url }, footer),
  };
}

/**
 * To an address that already has an account elsewhere, instead of an invitation link: the
 * inviting admin is answered exactly as for a new address (no way to learn who has an account),
 * and the person learns why they cannot join with this address.
 */
export function invitationToExistingAccountMessage(input: {
  to: string;
  appUrl: string;
  organizationName: string;
  inviterName: string;
}): MailMessage {
  const organizationName = toSingleLine(input.organizationName);
  const inviterName = toSingleLine(input.inviterName);
  const intro = `${inviterName} invited you to join ${organizationName} on DocViz.`;
  const body =
    'Your e-mail address already has a DocViz account, and an account belongs to one organization only, so the invitation cannot be accepted with this address. To join, ask for an invitation to another address.';
  const footer = 'If you did not expect this invitation, you can ignore this e-mail.';
  const url = `${input.appUrl}/login`;
  return {
    to: input.to,
    subject: `You're invited to join ${organizationName} on DocViz`,
    text: `${intro}\n\n${body}\n\nSign in to your account: ${url}\n\n${footer}\n`,
    html: layout(
      `Join ${organizationName} on DocViz`,
      [intro, body],
      { label: 'Sign in', url },
      footer,
    ),
  };
}

/** To the owner of an address someone tried to register again (sent at most once a day). */
export function registrationAttemptMessage(input: { to: string; appUrl: string }): MailMessage {
  const intro =
    'Someone tried to create a new DocViz account with your e-mail address, which already has one.';
  const body =
    'If it was you, sign in instead, or reset your password from the sign-in page if you forgot it.';
  const footer = 'If it was not you, no action is needed: your account has not changed.';
  const url = `${input.appUrl}/login`;
  return {
    to: input.to,
    subject: 'Someone tried to sign up with your DocViz address',
    text: `${intro}\n\n${body}\n\nSign in: ${url}\n\n${footer}\n`,
    html: layout('You already have an account', [intro, body], { label: 'Sign in', url }, footer),
  };
}
