/** Points inside a write where a crash test may stop the process (see test/reliability). */
export type WritePoint = 'decided' | 'written' | 'committed';
