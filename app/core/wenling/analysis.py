"""Placeholder."""


def analyse_mapping(data):
    raise NotImplementedError
