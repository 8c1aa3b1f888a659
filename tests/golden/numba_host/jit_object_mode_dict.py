# @jit (without nopython) on a function Numba cannot type (a dict argument): Numba falls back to
# object mode, warns on stderr, and runs it as Python.
from numba import jit

@jit
def dict_func(x):
    return x['key']

print(repr(dict_func(dict(key='value'))))
# expect: 'value'
# expect stderr: Compilation is falling back to object mode WITH looplifting enabled because Function "dict_func" failed type inference due to: non-precise type pyobject
# expect stderr: File "jit_object_mode_dict.py", line 5:
# expect stderr:   @jit
# expect stderr: /usr/lib/python3/dist-packages/numba/core/object_mode_passes.py:151: NumbaWarning: Function "dict_func" was compiled in object mode without forceobj=True.
