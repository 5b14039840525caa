"""Placeholder."""


def settle_sitting(data):
    raise NotImplementedError
