# no-cross-check: Weft has no Numba IR: the layout is Numba's (signature, rule, file, each source line under its "--- LINE N ---" marker, the argument instructions on the first line), the IR lines of the other lines are missing
# dispatcher.inspect_types(): one annotation per compiled signature.
from numba import njit

@njit
def add(a, b):
    c = a + b
    return c

import contextlib, io, os

add(1, 2)
add(1.5, 2)
buf = io.StringIO()
with contextlib.redirect_stdout(buf):
    add.inspect_types()
text = buf.getvalue().replace(os.path.abspath(__file__), "PATH")
print(text, end="")

# expect: add (int64, int64)
# expect: --------------------------------------------------------------------------------
# expect: # File: PATH
# expect: # --- LINE 5 --- 
# expect: # label 0
# expect: #   a = arg(0, name=a)  :: int64
# expect: #   b = arg(1, name=b)  :: int64
# expect: 
# expect: @njit
# expect: 
# expect: # --- LINE 6 --- 
# expect: 
# expect: def add(a, b):
# expect: 
# expect:     # --- LINE 7 --- 
# expect: 
# expect:     c = a + b
# expect: 
# expect:     # --- LINE 8 --- 
# expect: 
# expect:     return c
# expect: 
# expect: 
# expect: ================================================================================
# expect: add (float64, int64)
# expect: --------------------------------------------------------------------------------
# expect: # File: PATH
# expect: # --- LINE 5 --- 
# expect: # label 0
# expect: #   a = arg(0, name=a)  :: float64
# expect: #   b = arg(1, name=b)  :: int64
# expect: 
# expect: @njit
# expect: 
# expect: # --- LINE 6 --- 
# expect: 
# expect: def add(a, b):
# expect: 
# expect:     # --- LINE 7 --- 
# expect: 
# expect:     c = a + b
# expect: 
# expect:     # --- LINE 8 --- 
# expect: 
# expect:     return c
# expect: 
# expect: 
# expect: ================================================================================
