import type { SourceFile, TransformerFactory } from 'typescript';

export function bareSchemaCalls(): TransformerFactory<SourceFile>;
