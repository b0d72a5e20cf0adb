/** A name or title on one line in an e-mail's subject or text: newlines and runs of spaces made one space. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
