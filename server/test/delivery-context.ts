import type { DeliveryContext } from "../leads/notifiers";

/**
 * A DeliveryContext as the outbox gives a first attempt (or, with `previous`, a later one), keeping
 * what the channel recorded through it, for tests of one channel without a store.
 */
export function deliveryContext(previous: { remoteId?: string; uncertain?: boolean } = {}) {
  const recorded = { sending: 0, created: [] as string[] };
  const context: DeliveryContext = {
    remoteId: previous.remoteId ?? null,
    uncertain: previous.uncertain ?? false,
    sending: async () => {
      recorded.sending += 1;
    },
    created: async (id) => {
      recorded.created.push(id);
    },
  };
  return { context, recorded };
}
