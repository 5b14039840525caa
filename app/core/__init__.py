"""The rules core, pure Python: a shared engine (``engine``), families of
rule sets (``taizhou``), and one package per rule set, each making a
``RuleSet`` record (``engine.rule_set``); the service's registry
(``app.registry``) names those it serves."""
