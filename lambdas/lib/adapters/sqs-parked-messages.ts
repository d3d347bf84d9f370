import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { ParkedMessages } from '../ports/parked-messages';

/** The parking queue: the body unchanged, the reason and the original message id beside it. */
export class SqsParkedMessages implements ParkedMessages {
  constructor(
    private readonly client: SQSClient,
    private readonly queueUrl: string,
  ) {}

  async park(body: string, reason: string, from: { messageId: string }): Promise<void> {
    await this.client.send(
      new SendMessageCommand({
        QueueUrl: this.queueUrl,
        MessageBody: body,
        MessageAttributes: {
          // SQS caps an attribute's value; a schema issue is one short line anyway.
          reason: { DataType: 'String', StringValue: reason.slice(0, 1000) },
          originalMessageId: { DataType: 'String', StringValue: from.messageId },
        },
      }),
    );
  }
}
