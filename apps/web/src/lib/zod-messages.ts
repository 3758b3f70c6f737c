import { installSpecMessages } from '@reno/domain';

// Issue 15 item 10: a rule a schema gives no words for reads as the spec's messages do, in the browser
// as on the server. Imported by the modules that validate forms (never by a public page's first paint,
// which does not load zod).
installSpecMessages();
