/** A sub-IB node of an IB's network: the sums of its own clients' rows over the period (server and portal share it). */
export interface NetworkNode {
  id: number;
  parentId: number;
  depth: number;
  name: string;
  ibCode: string;
  clients: number;
  fundedClients: number;
  newClients: number;
  lots: number | null;
  rebate: number;
  overrideRebate: number;
}

/** What ibaccount/network answers: the period, its currency and every node of the tree. */
export interface Network {
  from: string;
  to: string;
  currency: string;
  nodes: NetworkNode[];
}
