import type { SourceFile, TransformerFactory } from 'typescript';

export function bareSchemaCalls(ts: typeof import('typescript')): TransformerFactory<SourceFile>;
