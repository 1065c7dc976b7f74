/** A worker for pool tests: it hangs, exhausts its heap or crashes on request. */
export default async function hostile(task: { filePath: string }): Promise<unknown> {
  switch (task.filePath) {
    case 'spin':
      for (;;) {
        // a parser stuck in a loop, never yielding
      }
    case 'oom': {
      const hoard: number[][] = [];
      for (;;) hoard.push(new Array(1_000_000).fill(hoard.length));
    }
    case 'crash':
      setImmediate(() => {
        throw new Error('worker blew up');
      });
      return new Promise(() => {});
    default:
      return { ok: true, result: { text: `read ${task.filePath}`, blocks: [], warnings: [] } };
  }
}
