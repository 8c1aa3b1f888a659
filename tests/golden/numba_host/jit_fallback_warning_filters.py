# @jit's fall-back warnings go through the warnings module: catch_warnings records them (their
# categories and places) and a filter on NumbaDeprecationWarning silences that one, as course
# notebooks do.
import warnings
from numba import jit
from numba.core.errors import NumbaDeprecationWarning, NumbaWarning

class Thing:
    def __init__(self, v):
        self.v = v

@jit
def use(t):
    return t.v * 2

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    print(use(Thing(4)))
print([w.category.__name__ for w in caught])
print([w.filename.rsplit("/", 1)[-1] for w in caught], [w.lineno for w in caught][1:])
print(str(caught[1].message).splitlines()[0])

warnings.simplefilter("ignore", category=NumbaDeprecationWarning)
warnings.simplefilter("ignore", category=NumbaWarning)

@jit
def again(t):
    return t.v + 1

print(again(Thing(1)))
# expect: 8
# expect: ['NumbaWarning', 'NumbaWarning', 'NumbaDeprecationWarning']
# expect: ['jit_fallback_warning_filters.py', 'object_mode_passes.py', 'object_mode_passes.py'] [151, 161]
# expect: Function "use" was compiled in object mode without forceobj=True.
# expect: 2
