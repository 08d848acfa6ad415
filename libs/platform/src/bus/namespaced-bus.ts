import type { NotificationBus } from './notification-bus.js';

/**
 * Keeps deployments (or test databases) that share one NATS server apart: every
 * subject gets `<namespace>.` in front, invisibly to the callers.
 */
export function namespacedBus(bus: NotificationBus, namespace: string): NotificationBus {
  const prefix = `${namespace}.`;
  return {
    publish: (subject, payload) => bus.publish(prefix + subject, payload),
    subscribe: (pattern, handler) => bus.subscribe(prefix + pattern, (payload, subject) => handler(payload, subject.slice(prefix.length))),
    get connected() {
      return bus.connected;
    },
    close: () => bus.close(),
  };
}
