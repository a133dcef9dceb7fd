// For the trigger tests: what firebase-functions declares of a Firestore trigger, which Firebase deploys from.

/** Checks that `trigger` is a 2nd gen trigger on `event` of a document of `collection`, retried on failure. */
export function expectRetriedTrigger(trigger: unknown, event: 'created' | 'updated', collection: string) {
  const endpoint = (trigger as { __endpoint: Record<string, unknown> }).__endpoint;
  expect(endpoint.platform).toBe('gcfv2');
  expect(endpoint.eventTrigger).toMatchObject({
    eventType: `google.cloud.firestore.document.v1.${event}`,
    eventFilterPathPatterns: { document: `${collection}/{submissionId}` },
    retry: true,
  });
  return endpoint;
}
