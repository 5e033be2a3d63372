/** Placeholder while the ISTAT list is added. */
export const ATECO_CODES: ReadonlyArray<readonly [code: string, description: string]> = [['25.62.00', 'Lavori di meccanica generale']];
