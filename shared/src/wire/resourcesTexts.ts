/**
 * Texts and limits of the resource managers and file uploads, which the server checks and
 * the screens show. Imports nothing, so the browser can take them without TypeBox.
 */

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
export const RESOURCE_REFUSAL = {
  nameRequired: 'Please enter a name for the resource',
  tagMissing: 'A chosen tag no longer exists. Please choose the tags again.',
  tagLabelRequired: 'Please enter a name for the tag',
  noFile: 'Please choose a file to upload.',
  oneFile: 'Please upload one file at a time.',
  tooLarge: (mb: number) => `The file is larger than ${mb} MB, the most Skillfolio accepts.`,
  program: (what: string) =>
    `This file is ${what}. Programs and scripts can harm the computers that open them, so they cannot be shared.`,
  macros:
    'This document contains macros, which can harm the computers that open it, so it cannot be shared. Save it without macros (for example as .docx, .xlsx or .pptx) and upload that.',
  unknownType:
    'Skillfolio does not recognise this type of file. You can share PDF, Word, Excel, PowerPoint, OpenDocument, text and CSV files, pictures, audio and video.',
  interrupted: 'The upload did not finish. Please try again.',
} as const;
