"""Where things are drawn: hex <-> pixel maths and the camera, the table view, the animated display model."""
