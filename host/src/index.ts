// The host is not a federation container (src/remotes/federation.ts): no async
// boundary is needed before its shared modules, so it starts in one script.
import './bootstrap';
