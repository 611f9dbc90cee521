"""Buttons, panels, text and the table's HUD."""
