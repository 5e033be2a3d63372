/** Provider staff from level 5 (secretary, doctor, administrators) edit customers; the server checks it too. */
export const CUSTOMER_WRITE_LEVEL = 5;
