/**
 * The floor for bench/search-http.ts: the least an HTTP server can do around the search, with
 * none of the app's routing, middleware, headers, insights or validation beyond parsing the
 * query. node:http, searchListings on a pool made by connect() as the app's, JSON.stringify,
 * one write. What this server adds to the statements' time is what any Node server on this
 * machine would add (a third process to wake, the answer's bytes through the loopback); what the
 * app adds beyond it is the app's own.
 *
 *   PORT=… DATABASE_URL=… node --import tsx bench/search-floor-server.ts
 */
import http from "node:http";
import { connect, customPlans } from "../db/client.server.ts";
import { parseListingSearchParams } from "../domain/search-params.ts";
import { searchListings } from "../server/listings/search.server.ts";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL is required");
const database = connect(url);
// postgres.js reads the database's types on a pool's first use; searches send arrays.
await database.sql`select 1`;
await customPlans(database.sql)`select 1`;

http
  .createServer((req, res) => {
    const [path = "", query = ""] = (req.url ?? "").split("?");
    if (path === "/api/health") return res.end("{}");
    const parsed = parseListingSearchParams(new URLSearchParams(query));
    if (!parsed.ok) {
      res.statusCode = 400;
      return res.end(parsed.error.message);
    }
    searchListings({ database }, parsed.value).then(
      (result) => {
        const body = JSON.stringify(result);
        res.writeHead(200, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) });
        res.end(body);
      },
      (err: Error) => {
        res.statusCode = 500;
        res.end(err.message);
      },
    );
  })
  .listen(Number(process.env.PORT));
