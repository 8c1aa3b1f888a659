from . import thing
# no-cross-check: Weft-specific compile error
# expect error: relative_import.py:1:6: error: relative imports are not supported in Weft
