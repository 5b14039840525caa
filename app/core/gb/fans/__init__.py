"""The 81 fans (G1–G81) as data and as small units: the catalogue, and the fans of tiles, chows, pungs, sets,
special shapes and how the hand was won."""
