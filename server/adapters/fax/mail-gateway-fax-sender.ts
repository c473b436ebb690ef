import type { FaxSender, OutgoingFax } from '../../application/donations/ports';
import type { Mailer } from '../../application/shared/ports';

/**
 * Faxes through an e-mail-to-fax service: a mail to the gateway's address for the number
 * (FAX_EMAIL_GATEWAY, e.g. `{number}@fax.example.net`, the number in digits), the PDF attached.
 */
export class MailGatewayFaxSender implements FaxSender {
  constructor(
    private readonly mailer: Mailer,
    private readonly addressPattern: string,
  ) {}

  async send(fax: OutgoingFax): Promise<{ delivery: 'sent' }> {
    await this.mailer.send({
      to: this.addressPattern.replace('{number}', fax.number.replace(/\D/gu, '')),
      subject: fax.subject,
      text: fax.subject,
      attachments: [{ fileName: fax.fileName, contentType: 'application/pdf', content: fax.pdf }],
    });
    return { delivery: 'sent' };
  }
}
