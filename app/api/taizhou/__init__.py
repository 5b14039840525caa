"""What the Taizhou rule sets (Jiaojiang, Wenling) share in the HTTP layer:
their lines of the text answers (牌点, counted points, the dealer's streak)."""
