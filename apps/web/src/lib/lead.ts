/**
 * Spec: "A dashboard page reads an optional lead query parameter and stores it locally with a
 * timestamp"; "Lead attribution valid 1 week". Registrations and enquiries send the stored lead.
 */
const STORAGE_KEY = 'reno.lead';
export const LEAD_VALID_MS = 7 * 24 * 60 * 60 * 1000;

interface StoredLead {
  from: string;
  storedAt: number;
}

/** Saves `?lead=` from a URL search string, if present; a newer lead replaces an older one. */
export function rememberLeadFrom(search: string, now: number = Date.now()): void {
  const from = new URLSearchParams(search).get('lead')?.trim();
  if (!from) return;
  try {
    const value: StoredLead = { from: from.slice(0, 64), storedAt: now };
    localStorage.setItem(STORAGE_KEY, JSON.stringify(value));
  } catch {
    // Storage can be full or blocked (private mode): attribution is best effort.
  }
}

/** The stored lead source while it is under one week old, else undefined (and forgotten). */
export function readStoredLead(now: number = Date.now()): string | undefined {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as Partial<StoredLead>;
    if (
      typeof parsed.from === 'string' &&
      typeof parsed.storedAt === 'number' &&
      now - parsed.storedAt < LEAD_VALID_MS
    ) {
      return parsed.from;
    }
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Unreadable storage counts as no lead.
  }
  return undefined;
}
