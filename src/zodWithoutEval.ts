import { z } from 'zod';

// The Content-Security-Policy forbids eval (docs/security-headers.md). zod decides when each schema is
// built whether to compile it with `new Function`, probing for it: this module runs before any schema.
z.config({ jitless: true });
