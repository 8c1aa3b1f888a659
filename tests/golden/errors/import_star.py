from math import *
# no-cross-check: Weft-specific compile error
# expect error: import_star.py:1:18: error: 'from ... import *' is not supported in Weft
