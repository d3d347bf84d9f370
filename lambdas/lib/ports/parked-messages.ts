// Where a queue function puts a message no retry can help (a body that does not parse), for an
// operator to read: the dead-letter consumer's parking queue in the cloud
// (infra/constructs/dead-letter-function.ts, docs/operator-guide.md#queues-and-what-ends-where).

export interface ParkedMessages {
  /** Keeps the body as it came, with why it was parked; resolves once the queue has it. */
  park(body: string, reason: string, from: { messageId: string }): Promise<void>;
}
