# SimpleNamespace takes keywords only in CPython 3.11.
from types import SimpleNamespace

SimpleNamespace({"a": 1})
# expect runtime error: TypeError: no positional arguments expected
