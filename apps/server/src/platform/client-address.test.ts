import { describe, expect, it } from "vitest";
import { clientAddressKey, parseTrustProxy } from "./client-address";
import { loadConfig } from "../config";

describe("TRUST_PROXY", () => {
  it("trusts no proxy unless set", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(parseTrustProxy("")).toBe(false);
    expect(parseTrustProxy("false")).toBe(false);
    expect(parseTrustProxy("0")).toBe(false);
  });

  it("takes a number of hops, or a list of addresses, ranges and named ranges", () => {
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(parseTrustProxy(" 10.0.0.5, 192.168.0.0/16 ,loopback, fd00::/8, ::1 ")).toEqual(["10.0.0.5", "192.168.0.0/16", "loopback", "fd00::/8", "::1"]);
  });

  it("refuses to start on trusting everybody, and on an entry that is not an address", () => {
    expect(() => parseTrustProxy("true")).toThrow(/give the proxies' addresses/);
    for (const bad of ["10.0.0.300", "10.0.0.0/33", "proxy.local", "10.0.0.0/8/1", "::1/129"]) {
      expect(() => parseTrustProxy(bad), bad).toThrow(/TRUST_PROXY/);
    }
  });
});

describe("the address attempts are counted under", () => {
  it("is an IPv4 address itself, also when written as IPv4-mapped IPv6", () => {
    expect(clientAddressKey("203.0.113.9")).toBe("203.0.113.9");
    expect(clientAddressKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
  });

  it("is the /64 network of an IPv6 address, however it is written", () => {
    expect(clientAddressKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(clientAddressKey("2001:0db8:0001:0002:ffff:0:0:9")).toBe("2001:db8:1:2::/64");
    expect(clientAddressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientAddressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(clientAddressKey("64:ff9b::192.0.2.1")).toBe("64:ff9b:0:0::/64");
  });
});
