export class AwaitingConfirmationCountQuery {
  constructor(readonly viewer: { userId: string; entityId: string | null; customerIds: readonly string[] | null }) {}
}
