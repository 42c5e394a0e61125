import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import en from '../../messages/en-US.json';
import { clientMessages, clientNamespaces } from './client-messages';

const ROOTS = ['app', 'components', 'stores', 'lib'];

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Client modules: the 'use client' files and the hooks they import (use-*.ts). */
const clientFiles = ROOTS.flatMap((root) => sourceFiles(root)).filter((file) => {
  const text = readFileSync(file, 'utf8');
  return /^\s*['"]use client['"]/m.test(text) || /\/use-[^/]+\.tsx?$/.test(file);
});

describe('messages passed to client islands', () => {
  test('every namespace a client module translates with is passed to the client', () => {
    const used = new Set<string>();
    for (const file of clientFiles) {
      for (const match of readFileSync(file, 'utf8').matchAll(/useTranslations\(\s*['"]([A-Za-z]+)/g)) used.add(match[1] ?? '');
    }
    expect(used.size).toBeGreaterThan(5);
    expect([...used].filter((namespace) => !(clientNamespaces as readonly string[]).includes(namespace))).toEqual([]);
  });

  test('no client module reads all messages (useMessages or useTranslations without a namespace)', () => {
    const offenders = clientFiles.filter((file) => /useMessages\(|useTranslations\(\s*\)/.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });

  test('picks only the client namespaces', () => {
    const picked = clientMessages(en);
    expect(Object.keys(picked).sort()).toEqual(clientNamespaces.filter((namespace) => namespace in en).sort());
    expect(picked).not.toHaveProperty('Meta');
    expect(picked).not.toHaveProperty('Jobs');
    expect(picked.Shell).toBe(en.Shell);
  });
});
