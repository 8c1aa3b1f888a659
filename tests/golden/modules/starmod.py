# golden-module: imported by import_star.py (a module with __all__)
__all__ = ["public_a", "_listed"]
public_a = "a"
public_b = "b"
_listed = "listed"
