"""Turning clicks and drags on the table into the pending decision's options."""
