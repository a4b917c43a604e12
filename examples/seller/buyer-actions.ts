// Buyer side: accepting or rejecting a seller's proposal revision through the legacy proposal REST API.
import { authHeaders, baseUrl, readJson, type Proposal, type ProposalStatus } from './proposals.js';

export interface ProposalDecision {
  ProposalId: string;
  RevisionNumber: number;
}

export interface ProposalRejection extends ProposalDecision {
  Reason?: string;
}

export interface DecisionResult {
  ProposalId: string;
  RevisionNumber: number;
  Status: ProposalStatus;
}

export async function acceptProposal(decision: ProposalDecision): Promise<DecisionResult> {
  const res = await fetch(`${baseUrl}/v3/proposal/accept`, {
    method: 'POST',
    headers: authHeaders(),
    body: JSON.stringify(decision),
  });
  return readJson<DecisionResult>(res);
}

/** Rejecting returns a new revision in the REJECTED state; earlier accepted revisions stay usable. */
export async function rejectProposal(rejection: ProposalRejection): Promise<DecisionResult> {
  const res = await fetch(`${baseUrl}/v3/proposal/reject`, {
    method: 'POST',
    headers: authHeaders(),
    body: JSON.stringify(rejection),
  });
  return readJson<DecisionResult>(res);
}

/** Accepts the proposal when every deal has a price within budget, otherwise rejects it with a reason. */
export async function reviewProposal(proposal: Proposal, maxCpm: number): Promise<DecisionResult> {
  const overBudget = proposal.Deals.filter((d) => ((d.FixedPrice ?? d.FloorPrice)?.Amount ?? 0) > maxCpm);
  const decision = { ProposalId: proposal.ProposalId, RevisionNumber: proposal.RevisionNumber };
  if (overBudget.length === 0) return acceptProposal(decision);
  return rejectProposal({ ...decision, Reason: `Over budget: ${overBudget.map((d) => d.DealName).join(', ')}` });
}
