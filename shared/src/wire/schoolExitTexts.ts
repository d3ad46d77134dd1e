/** On-screen words of a school leaving (exported, then deleted): shared by server and screen. */
import en from './locales/en.json';

export const SCHOOL_EXIT_TEXT: Readonly<typeof en.SCHOOL_EXIT_TEXT> = en.SCHOOL_EXIT_TEXT;
