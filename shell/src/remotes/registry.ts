/** Remembers the manifest so a Retry can register the remotes afresh (dropping a failed entry). */
import { register, type RemoteManifest } from './manifest';

let current: RemoteManifest | null = null;

export function adoptManifest(manifest: RemoteManifest): void {
  current = manifest;
  register(manifest);
}

export function retryRegistration(): void {
  if (current) register(current, true);
}
