import { forgetLeaving, leaveFor } from "./leave";

describe("leaving the admin for the login page", () => {
  beforeEach(forgetLeaving);

  it("navigates once, however many parts of the admin ask (sign-out and the publishing bar's 401)", () => {
    const assign = jest.fn();
    leaveFor("/admin/login", assign);
    leaveFor("/admin/login", assign);
    leaveFor("/admin/login", assign);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith("/admin/login");
  });

  it("a new page starts free to leave", () => {
    const assign = jest.fn();
    leaveFor("/admin/login", assign);
    forgetLeaving();
    leaveFor("/admin/login", assign);
    expect(assign).toHaveBeenCalledTimes(2);
  });
});
