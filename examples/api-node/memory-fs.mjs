// A deliberately small in-memory output file system: just what webpack needs to emit
// (mkdir, writeFile, stat, readFile) plus readdir/lstat/unlink/rmdir for `output.clean`.
import path from 'node:path';

function fsError(code, syscall, target) {
  const error = new Error(`${code}: ${syscall} '${target}'`);
  error.code = code;
  return error;
}

function statsFor(kind, size = 0) {
  return {
    isFile: () => kind === 'file',
    isDirectory: () => kind === 'dir',
    isSymbolicLink: () => false,
    size,
    mtime: new Date(),
    mtimeMs: Date.now(),
  };
}

export class MemoryOutputFileSystem {
  files = new Map();
  dirs = new Set(['/']);

  mkdir(dir, callback) {
    const target = path.resolve(dir);
    if (this.dirs.has(target)) return callback(fsError('EEXIST', 'mkdir', target));
    // Create the missing parents too, like `mkdir -p`.
    for (let current = target; !this.dirs.has(current); current = path.dirname(current)) {
      this.dirs.add(current);
    }
    callback(null);
  }

  writeFile(file, content, callback) {
    this.files.set(path.resolve(file), Buffer.from(content));
    callback(null);
  }

  readFile(file, callback) {
    const content = this.files.get(path.resolve(file));
    if (content === undefined) return callback(fsError('ENOENT', 'open', file));
    callback(null, content);
  }

  stat(target, callback) {
    const resolved = path.resolve(target);
    if (this.files.has(resolved)) return callback(null, statsFor('file', this.files.get(resolved).length));
    if (this.dirs.has(resolved)) return callback(null, statsFor('dir'));
    callback(fsError('ENOENT', 'stat', target));
  }

  lstat(target, callback) {
    this.stat(target, callback);
  }

  readdir(dir, callback) {
    const resolved = path.resolve(dir);
    if (!this.dirs.has(resolved)) return callback(fsError('ENOENT', 'scandir', dir));
    const names = new Set();
    for (const entry of [...this.files.keys(), ...this.dirs]) {
      if (entry !== resolved && path.dirname(entry) === resolved) names.add(path.basename(entry));
    }
    callback(null, [...names].sort());
  }

  unlink(file, callback) {
    this.files.delete(path.resolve(file));
    callback(null);
  }

  rmdir(dir, callback) {
    this.dirs.delete(path.resolve(dir));
    callback(null);
  }
}
