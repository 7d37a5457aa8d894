/** Number formats shared by every panel. */

/** A signed number as printed in the game: a true minus sign for negatives ("−2"), plain digits otherwise. */
export const signed = (n: number): string => (n < 0 ? `−${-n}` : String(n));

/** An amount of money as the game prints it, in both languages ("$5"). */
export const money = (n: number): string => `$${n}`;
