import type { rus } from './rus';

/** The shape every language must fill: the rus tree with strings at the leaves. */
export type Messages = Strings<typeof rus>;
type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
