// The load generator of `npm run bench -- api-load`, in its own process so it never shares an
// event loop with the server it measures. Prints one JSON line: req/s, p50, p99, errors.
import autocannon from 'autocannon';

const { url, headers, connections, duration } = JSON.parse(process.argv[2]);
autocannon({ url, headers, connections, duration }, (err, r) => {
  if (err) {
    console.error(err.message);
    process.exit(1);
  }
  const out = {
    rps: r.requests.average,
    total: r.requests.total,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    bytes: r.throughput.average,
  };
  console.log(JSON.stringify(out));
});
