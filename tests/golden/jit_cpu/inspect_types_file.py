# dispatcher.inspect_types(file=...) writes the annotation to that file instead of sys.stdout.
import io
from numba import njit

@njit
def add1(x):
    return x + 1

add1(3)
buf = io.StringIO()
add1.inspect_types(file=buf)
lines = buf.getvalue().splitlines()
print(lines[0])
print(lines[1])
print(any('int64' in l for l in lines))
# expect: add1 (int64,)
# expect: --------------------------------------------------------------------------------
# expect: True
