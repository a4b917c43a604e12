// Seller side: proposals managed through the legacy proposal REST API (PascalCase JSON, /v3 prefix).
// Header SVC-Auth carries the platform API token.

export const baseUrl = process.env.PLATFORM_REST_URL ?? 'https://api.platform.example';

export type ProposalStatus = 'PROPOSED' | 'ACCEPTED' | 'REJECTED' | 'ACTIVATED';
export type LegacyDealType = 'Preferred' | 'PrivateAuction' | 'ProgrammaticGuaranteed';

export interface Money {
  Amount: number;
  CurrencyCode: string;
}

export interface ProposalDeal {
  DealId: string;
  DealName: string;
  DealType: LegacyDealType;
  FloorPrice?: Money;
  FixedPrice?: Money;
  StartDateUtc?: string;
  EndDateUtc?: string;
}

export interface ProposalNote {
  NoteId?: string;
  Text: string;
  CreatedAtUTC?: string;
}

export interface Proposal {
  ProposalId: string;
  RevisionNumber: number;
  Name: string;
  Status: ProposalStatus;
  BuyerSeatIds: string[];
  Deals: ProposalDeal[];
  Notes: ProposalNote[];
}

export type ProposalCreate = Omit<Proposal, 'ProposalId' | 'RevisionNumber' | 'Status' | 'Notes'> & { Notes?: ProposalNote[] };
export type ProposalUpdate = Pick<Proposal, 'ProposalId'> & Partial<Pick<Proposal, 'Name' | 'BuyerSeatIds' | 'Deals'>>;

export interface ProposalQuery {
  PageStartIndex: number;
  PageSize: number;
  Statuses?: ProposalStatus[];
  SearchTerms?: string[];
}

export interface ProposalQueryResult {
  Result: Proposal[];
  TotalFilteredCount: number;
}

export interface ProposalFacets {
  Statuses: Array<{ Value: ProposalStatus; Count: number }>;
  BuyerSeatIds: Array<{ Value: string; Count: number }>;
}

export interface BuyerSeat {
  SeatId: string;
  SeatName: string;
  IsDefault: boolean;
}

interface RestErrorBody {
  Message: string;
  ErrorDetails?: Array<{ Property: string; Reasons: string[] }>;
}

export function authHeaders(): Record<string, string> {
  const token = process.env.SVC_AUTH_TOKEN;
  if (!token) throw new Error('SVC_AUTH_TOKEN is not set');
  return { 'Content-Type': 'application/json', 'SVC-Auth': token };
}

export async function readJson<T>(response: Response): Promise<T> {
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as RestErrorBody | null;
    const details = body?.ErrorDetails?.map((d) => `${d.Property}: ${d.Reasons.join(', ')}`).join('; ');
    throw new Error(`HTTP ${response.status}: ${body?.Message ?? response.statusText}${details ? ` (${details})` : ''}`);
  }
  return (await response.json()) as T;
}

export async function createProposal(proposal: ProposalCreate): Promise<Proposal> {
  const res = await fetch(`${baseUrl}/v3/proposal`, { method: 'POST', headers: authHeaders(), body: JSON.stringify(proposal) });
  return readJson<Proposal>(res);
}

/** Each update creates a new revision. */
export async function updateProposal(update: ProposalUpdate): Promise<Proposal> {
  const res = await fetch(`${baseUrl}/v3/proposal`, { method: 'PUT', headers: authHeaders(), body: JSON.stringify(update) });
  return readJson<Proposal>(res);
}

export async function addProposalNote(proposalId: string, text: string): Promise<Proposal> {
  const res = await fetch(`${baseUrl}/v3/proposal/notes`, {
    method: 'POST',
    headers: authHeaders(),
    body: JSON.stringify({ ProposalId: proposalId, Note: { Text: text } }),
  });
  return readJson<Proposal>(res);
}

export async function deleteProposal(proposalId: string): Promise<void> {
  const res = await fetch(`${baseUrl}/v3/proposal/${proposalId}`, { method: 'DELETE', headers: authHeaders() });
  if (!res.ok) await readJson<unknown>(res);
}

export async function queryProposals(query: ProposalQuery): Promise<ProposalQueryResult> {
  const res = await fetch(`${baseUrl}/v3/proposal/query`, { method: 'POST', headers: authHeaders(), body: JSON.stringify(query) });
  return readJson<ProposalQueryResult>(res);
}

/** Pages through POST /v3/proposal/query until PageStartIndex + PageSize reaches TotalFilteredCount. */
export async function* allProposals(filter: Omit<ProposalQuery, 'PageStartIndex' | 'PageSize'> = {}): AsyncGenerator<Proposal> {
  const PageSize = 100;
  for (let PageStartIndex = 0; ; PageStartIndex += PageSize) {
    const page = await queryProposals({ ...filter, PageStartIndex, PageSize });
    yield* page.Result;
    if (PageStartIndex + PageSize >= page.TotalFilteredCount) return;
  }
}

/** Latest revision, with its deals and notes. */
export async function getProposal(proposalId: string): Promise<Proposal> {
  const res = await fetch(`${baseUrl}/v3/proposal/${proposalId}`, { headers: authHeaders() });
  return readJson<Proposal>(res);
}

export async function getProposalRevision(proposalId: string, revision: number): Promise<Proposal> {
  const res = await fetch(`${baseUrl}/v3/proposal/history/${proposalId}/${revision}`, { headers: authHeaders() });
  return readJson<Proposal>(res);
}

export async function getProposalFacets(): Promise<ProposalFacets> {
  const res = await fetch(`${baseUrl}/v3/proposal/query/facets`, { method: 'GET', headers: authHeaders() });
  return readJson<ProposalFacets>(res);
}

export async function getDefaultBuyerSeats(): Promise<BuyerSeat[]> {
  const res = await fetch(`${baseUrl}/v3/proposal/seats`, { method: 'GET', headers: authHeaders() });
  const seats = await readJson<{ Result: BuyerSeat[] }>(res);
  return seats.Result.filter((s) => s.IsDefault);
}
