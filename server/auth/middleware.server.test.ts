import { describe, expect, it } from "vitest";
import { clientIp, proxyList } from "./middleware.server.ts";

describe("clientIp", () => {
  const none = proxyList([]);
  const proxies = proxyList(["127.0.0.1", "10.0.0.0/8", "fd00::/8"]);

  it("ignores X-Forwarded-For unless the peer is a configured proxy (none by default)", () => {
    // Loopback and private peers are not trusted just for being private.
    expect(clientIp("127.0.0.1", "203.0.113.9", none)).toBe("127.0.0.1");
    expect(clientIp("10.1.2.3", "203.0.113.9", none)).toBe("10.1.2.3");
    expect(clientIp("::ffff:192.168.1.4", "203.0.113.9", none)).toBe("192.168.1.4");
    expect(clientIp("198.51.100.7", "203.0.113.9", proxies)).toBe("198.51.100.7");
  });

  it("reads the header from its end, past every configured proxy", () => {
    expect(clientIp("127.0.0.1", "203.0.113.9", proxies)).toBe("203.0.113.9");
    expect(clientIp("::ffff:10.0.0.2", "1.2.3.4, 203.0.113.9, 10.9.9.9", proxies)).toBe("203.0.113.9");
    expect(clientIp("fd12::1", "2001:db8::5", proxies)).toBe("2001:db8::5");
    // Every hop a proxy: the first one is the best we know.
    expect(clientIp("10.0.0.2", "10.0.0.3, 10.0.0.4", proxies)).toBe("10.0.0.3");
  });

  it("stops at a malformed entry and never returns it", () => {
    expect(clientIp("10.0.0.2", "203.0.113.9, not-an-ip", proxies)).toBe("10.0.0.2");
    expect(clientIp("10.0.0.2", "", proxies)).toBe("10.0.0.2");
    expect(clientIp(undefined, "203.0.113.9", proxies)).toBeNull();
  });
});
