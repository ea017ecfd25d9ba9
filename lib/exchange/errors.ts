/** A download the document's kind (or its game) does not have: a bad request, not a failure. */
export class NotAvailable extends Error {}
