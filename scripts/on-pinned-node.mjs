// Every entry script imports this first: the rest of the script runs on the pinned Node
// (scripts/runtime.mjs). Modules imported beside it only define things; none does work on load.
import { onPinnedNode } from './runtime.mjs';

await onPinnedNode();
