// The local certificate authority of host interception (issue 37): made on first use in
// DATA_DIR/intercept (ca.key mode 0600, ca.crt the certificate clients are told to trust), kept
// across restarts so a client trusts it once. Each intercepted host gets a certificate issued in
// memory by this process (never written anywhere); the CA key is read from DATA_DIR and never
// copied, printed or served.
//
// Certificates are built with node-forge (Node's crypto parses certificates but cannot make them;
// docs/decisions/intercept-certificates.md says why forge and not @peculiar/x509); every key is made
// and every signature computed by Node's own crypto, forge only lays out the ASN.1.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import type forgeModule from 'node-forge';

// node-forge is loaded on the first use (the bundles keep it external): a server that never
// intercepts neither loads nor parses it
type Forge = typeof forgeModule;
let forge: Forge;
async function loadForge(): Promise<void> {
  forge ??= ((await import('node-forge')) as unknown as { default: Forge }).default;
}

export interface LocalCa {
  /** The CA certificate (PEM) clients trust: REQUESTS_CA_BUNDLE, SSL_CERT_FILE, NODE_EXTRA_CA_CERTS. */
  certPath: string;
  /** The CA key (PEM, mode 0600); never leaves DATA_DIR. */
  keyPath: string;
  /** Whether this call made the CA (first use) or found it. */
  created: boolean;
  /** A TLS context whose certificate names `host`, issued on first use and kept for this process. */
  contextFor(host: string): tls.SecureContext;
}

const DAY = 86_400_000;

/** Signs the certificate's TBS part with a Node key (forge's own RSA is pure JavaScript: ~0.5 s a signature). */
function signWith(f: Forge, cert: forgeModule.pki.Certificate, key: crypto.KeyObject): string {
  cert.siginfo.algorithmOid = cert.signatureOid = f.pki.oids.sha256WithRSAEncryption!;
  // getTBSCertificate is public in forge but missing from its type declarations
  cert.tbsCertificate = (f.pki as unknown as { getTBSCertificate(c: forgeModule.pki.Certificate): forgeModule.asn1.Asn1 }).getTBSCertificate(cert);
  const tbs = Buffer.from(f.asn1.toDer(cert.tbsCertificate).getBytes(), 'binary');
  cert.signature = crypto.sign('sha256', tbs, key).toString('binary');
  return f.pki.certificateToPem(cert);
}

function serial(): string {
  // positive (first bit clear), 128 bits: unique without bookkeeping
  const b = crypto.randomBytes(16);
  b[0]! &= 0x7f;
  return b.toString('hex');
}

function forgePublic(key: crypto.KeyObject): forgeModule.pki.PublicKey {
  return forge.pki.publicKeyFromPem(crypto.createPublicKey(key).export({ type: 'spki', format: 'pem' }) as string);
}

function makeCaCert(key: crypto.KeyObject, now: Date): string {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forgePublic(key);
  cert.serialNumber = serial();
  cert.validity.notBefore = new Date(now.getTime() - DAY);
  cert.validity.notAfter = new Date(now.getTime() + 10 * 365 * DAY);
  // a name of its own per machine and day, so a trust store holding two of them tells them apart
  const name = [
    { name: 'commonName', value: `campaign-platform local CA (${os.hostname().slice(0, 30)}, ${now.toISOString().slice(0, 10)})` },
    { name: 'organizationName', value: 'campaign-platform host interception' },
  ];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([
    { name: 'basicConstraints', cA: true, pathLenConstraint: 0, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  return signWith(forge, cert, key);
}

/** A server certificate for `host`, signed by the CA: what strict verifiers (Python 3.13, Go) require. */
function makeHostCert(host: string, hostKey: crypto.KeyObject, caCert: forgeModule.pki.Certificate, caKey: crypto.KeyObject, now: Date): string {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forgePublic(hostKey);
  cert.serialNumber = serial();
  cert.validity.notBefore = new Date(now.getTime() - DAY);
  // well under the 398 days clients accept for a server certificate; a process lives less
  cert.validity.notAfter = new Date(now.getTime() + 90 * DAY);
  cert.setSubject([{ name: 'commonName', value: host }]);
  cert.setIssuer(caCert.subject.attributes);
  const caKeyId = caCert.generateSubjectKeyIdentifier().getBytes();
  cert.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
    { name: 'extKeyUsage', serverAuth: true },
    { name: 'subjectAltName', altNames: [{ type: 2, value: host }] },
    { name: 'subjectKeyIdentifier' },
    { name: 'authorityKeyIdentifier', keyIdentifier: caKeyId },
  ]);
  return signWith(forge, cert, caKey);
}

function newKey(): crypto.KeyObject {
  return crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
}

/**
 * The CA of `dir` (a directory inside DATA_DIR), made when absent. Two processes starting at once
 * on one DATA_DIR agree on one CA: the key is published with link(), which only one of them wins;
 * the other reads the winner's files.
 */
export async function loadOrCreateCa(dir: string, now: () => Date = () => new Date()): Promise<LocalCa> {
  await loadForge();
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const keyPath = path.join(dir, 'ca.key');
  const certPath = path.join(dir, 'ca.crt');
  let created = false;
  if (!fs.existsSync(keyPath)) {
    const key = newKey();
    const tmpKey = path.join(dir, `.ca.key.${process.pid}.${crypto.randomBytes(4).toString('hex')}`);
    const tmpCert = `${tmpKey}.crt`;
    fs.writeFileSync(tmpKey, key.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600, flag: 'wx' });
    fs.writeFileSync(tmpCert, makeCaCert(key, now()), { mode: 0o644, flag: 'wx' });
    try {
      fs.linkSync(tmpKey, keyPath);
      fs.renameSync(tmpCert, certPath);
      created = true;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    } finally {
      fs.rmSync(tmpKey, { force: true });
      fs.rmSync(tmpCert, { force: true });
    }
  }
  // another process may have published the key a moment before its certificate
  for (let i = 0; i < 50 && !fs.existsSync(certPath); i++) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
  const mode = fs.statSync(keyPath).mode & 0o777;
  if (mode & 0o077) throw new Error(`${keyPath} is readable by others (mode ${mode.toString(8)}): it must be 0600 (chmod 600 it, or delete the directory to make a new CA)`);
  const caKey = crypto.createPrivateKey(fs.readFileSync(keyPath));
  const caPem = fs.readFileSync(certPath, 'utf8');
  const caCert = forge.pki.certificateFromPem(caPem);
  if (!new crypto.X509Certificate(caPem).checkPrivateKey(caKey)) throw new Error(`${certPath} does not belong to ${keyPath}: delete ${dir} to make a new CA`);
  // one key for every host of this process: a key per host buys nothing on a loopback proxy
  let hostKey: crypto.KeyObject | undefined;
  const contexts = new Map<string, tls.SecureContext>();
  return {
    certPath,
    keyPath,
    created,
    contextFor(host) {
      let ctx = contexts.get(host);
      if (!ctx) {
        hostKey ??= newKey();
        const cert = makeHostCert(host, hostKey, caCert, caKey, now());
        ctx = tls.createSecureContext({ key: hostKey.export({ type: 'pkcs8', format: 'pem' }), cert: cert + caPem, minVersion: 'TLSv1.2' });
        contexts.set(host, ctx);
      }
      return ctx;
    },
  };
}
