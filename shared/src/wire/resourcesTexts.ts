/**
 * Texts and limits of the resource managers and file uploads, which the server checks and
 * the screens show. Imports only locales/en.json, so the browser can take them without
 * TypeBox.
 */
import en from './locales/en.json';
import { fill } from './fill';

export const RESOURCE_NAME_MAX = 200;
/** The detail is Markdown, written the way notes are. */
export const RESOURCE_DETAIL_MAX = 20_000;
export const TAG_LABEL_MAX = 60;
/** The most tags one resource carries. */
export const RESOURCE_TAGS_MAX = 30;
/** The longest file name kept (longer ones are cut, keeping the extension). */
export const FILE_NAME_MAX = 200;

/** The upload limit when `MAX_UPLOAD_MB` is not set. */
export const DEFAULT_MAX_UPLOAD_MB = 25;

/** What a school may share, for the file chooser (the server decides from the bytes). */
export const SHAREABLE_FILE_TYPES: readonly string[] = [
  '.pdf',
  '.doc',
  '.docx',
  '.xls',
  '.xlsx',
  '.ppt',
  '.pptx',
  '.odt',
  '.ods',
  '.odp',
  '.txt',
  '.csv',
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.mp3',
  '.wav',
  '.ogg',
  '.m4a',
  '.mp4',
  '.webm',
  '.mov',
];

/** The refusals of saving a resource or a tag and of uploading a file. */
export const RESOURCE_REFUSAL = /*#__PURE__*/ Object.assign({}, en.RESOURCE_REFUSAL, {
  tooLarge: (mb: number): string => fill(en.RESOURCE_REFUSAL.tooLarge, { mb }),
  program: (what: string): string => fill(en.RESOURCE_REFUSAL.program, { what }),
});
