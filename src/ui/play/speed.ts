/** How long a bot waits before it moves (ms); `paused` waits for the Step button. */
export const SPEEDS = { slow: 1500, normal: 600, fast: 40, paused: null } as const;
export type Speed = keyof typeof SPEEDS;
