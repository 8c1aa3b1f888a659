# Compiled code freezes the globals it reads; dispatcher.recompile() compiles its signatures
# again, reading them anew (Numba's remedy for a global changed after compiling).
from numba import njit

offset = 5

@njit
def add_offset(b):
    return offset + b

print(add_offset(7), add_offset(1.5))
offset = 12
print(add_offset(7), add_offset(1.5))
print(add_offset.recompile())
print(add_offset.signatures)
print(add_offset(7), add_offset(1.5))

# expect: 12 6.5
# expect: 12 6.5
# expect: None
# expect: [(int64,), (float64,)]
# expect: 19 13.5
