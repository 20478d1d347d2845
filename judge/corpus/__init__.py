"""Passages and documents: the seed reader, the official-rules importer, the glossary, the card catalogue."""
