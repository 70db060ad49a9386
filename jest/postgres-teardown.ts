export default async function teardown(): Promise<void> {
  globalThis.__THROWAWAY_POSTGRES__?.stop();
}
