"""Juge Riftbound: French rules search and scenario engine for the Riftbound card game."""

__version__ = "0.1.0"
