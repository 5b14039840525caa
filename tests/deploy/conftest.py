"""``generated_client.py`` runs in the client generator's venv, not here: not collected."""
collect_ignore = ["generated_client.py"]
