def f():
    from math import *
    return sqrt(2)
# expect error: SyntaxError: import * only allowed at module level
