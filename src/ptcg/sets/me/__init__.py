"""Mega Evolution series (2025-): MEG, PFL, ASC, POR, and the cards the official lists give no set code."""
