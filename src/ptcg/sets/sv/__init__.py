"""Scarlet & Violet series (2023-2025): SVI ... WHT, SV promos."""
