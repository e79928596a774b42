// Text put into the HTML the tier serves (index.html with a drawn screen, the back office's API URL): one escaping
// for attribute values and one for element text, for every writer of it.

/** A value for inside a double-quoted attribute. */
export const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Text for inside an element (a `<title>`). */
export const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
