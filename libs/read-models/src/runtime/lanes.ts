/**
 * Runs `work` over the items, at most `width` at a time. Items of one key are
 * worked one after another in their order (a lane); distinct keys go in
 * parallel. Without `keyOf` every item is its own key.
 */
export async function inLanes<T>(
  items: readonly T[],
  width: number,
  work: (item: T) => Promise<void>,
  keyOf: (item: T, index: number) => unknown = (_, index) => index,
): Promise<void> {
  const lanes = new Map<unknown, T[]>();
  items.forEach((item, index) => {
    const key = keyOf(item, index);
    const lane = lanes.get(key);
    if (lane) lane.push(item);
    else lanes.set(key, [item]);
  });
  const queue = [...lanes.values()];
  let next = 0;
  const worker = async () => {
    while (next < queue.length) for (const item of queue[next++]!) await work(item);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(width, queue.length)) }, worker));
}
