// Inversify reads decorator metadata through reflect-metadata, imported once per test process.
import 'reflect-metadata';
