"""What every rule set shares and that has no point values: tiles and notation,
seats, hand reading with wilds, shanten and waits, problems and messages."""
