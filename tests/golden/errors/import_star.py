def f():
    from math import *
    return sqrt(2)
# no-cross-check: Weft-specific compile error format (CPython: SyntaxError: import * only allowed at module level)
# expect error: import_star.py:2:5: error: import * only allowed at module level
