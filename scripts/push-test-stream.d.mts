export function pushTestStream(
  url: string,
  seconds: number,
  options?: { size?: string },
): { exited: Promise<{ code: number | null; errors: string }>; stop: () => boolean };
