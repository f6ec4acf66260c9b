import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; content: Buffer; contentType: string }[];
}

/** Sends one e-mail; throws when the server refuses it or cannot be reached (the job then tries again). */
export type SendMail = (mail: OutgoingMail) => Promise<void>;

/** Issue 32: e-mail through the SMTP server of SMTP_URL (nodemailer); undefined without one (the Outbox). */
export function smtpMailer(smtpUrl: string | undefined): SendMail | undefined {
  if (!smtpUrl) return undefined;
  const transport = nodemailer.createTransport(smtpUrl);
  return async (mail) => {
    await transport.sendMail(mail);
  };
}
