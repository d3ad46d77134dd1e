// The one free-port helper of the tests, benches and scripts: a TCP port on 127.0.0.1 that
// nothing listens on at the moment of asking (the OS picks it; the probe is closed again), for
// a server to start on, or for a test that needs a server that cannot be reached.
const net = require('node:net');

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    // The probe must never be what keeps a test process alive.
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

exports.freePort = freePort;
