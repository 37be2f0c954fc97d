import { describe, expect, it } from "vitest";
import { reachedNoDevice } from "./reach";

const stats = (successful: number, totalTargeted: number) => ({
  totalTargeted,
  successful,
  failed: totalTargeted - successful,
});

describe("reachedNoDevice (issue 27 item 10: a notification that reached nobody)", () => {
  it("is true for a sent notification delivered to no device, with or without devices targeted", () => {
    expect(reachedNoDevice({ status: "sent", deliveryStats: stats(0, 0) })).toBe(true);
    expect(reachedNoDevice({ status: "sent", deliveryStats: stats(0, 2) })).toBe(true);
  });

  it("is false once one device received it, and for notifications not sent (yet)", () => {
    expect(reachedNoDevice({ status: "sent", deliveryStats: stats(1, 3) })).toBe(false);
    expect(reachedNoDevice({ status: "scheduled", deliveryStats: stats(0, 0) })).toBe(false);
    expect(reachedNoDevice({ status: "cancelled", deliveryStats: stats(0, 0) })).toBe(false);
  });
});
