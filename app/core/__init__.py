"""The rules core: a shared engine (``engine``) and one package per rule set."""
