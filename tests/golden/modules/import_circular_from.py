# `from m import x` where m is still running and has not bound x: CPython's message
import os
here = os.path.dirname(os.path.abspath(__file__)) + "/"
try:
    import circ_c
except ImportError as e:
    print(type(e).__name__, str(e).replace(here, ""))
    print(e.name)
# expect: ImportError cannot import name 'x' from partially initialized module 'circ_c' (most likely due to a circular import) (circ_c.py)
# expect: circ_c
