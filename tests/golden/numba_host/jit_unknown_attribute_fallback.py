# @jit code reading an attribute numbers lack: Numba falls back to object mode (its warnings on
# stderr), where Python's AttributeError is raised.
from numba import jit

@jit
def bad(x):
    return x.foo

try:
    bad(2)
except AttributeError as e:
    print(e)
# expect: 'int' object has no attribute 'foo'
# expect stderr: Compilation is falling back to object mode WITH looplifting enabled because Function "bad" failed type inference due to: Unknown attribute 'foo' of type int64
