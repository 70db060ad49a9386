/**
 * Resolves in a new task of the browser's event loop: work split with it leaves room between the parts
 * for a paint, a tap or a key press. A message rather than setTimeout(0), which browsers may clamp to
 * 4 ms and more.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
