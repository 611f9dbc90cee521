"""Tests of the AI seats (tongiaki/ai) and the tournament command."""
