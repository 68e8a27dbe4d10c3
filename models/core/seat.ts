/** A seat is a place at the table, numbered from 0 in turn order of the setup. */
export type Seat = number;
