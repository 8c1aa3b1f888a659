# numba.cuda.libdevice on the host: its functions are plain functions whose calls return None
# (Numba's stubs); importing the submodule makes it an attribute of numba.cuda.
import numba.cuda.libdevice
from numba import cuda
from numba.cuda import libdevice

print(cuda.libdevice is libdevice, numba.cuda.libdevice is libdevice)
print(libdevice.sinf(1.0), libdevice.popc(7), libdevice.sincosf(0.5))
print(type(libdevice.fma).__name__, repr(libdevice.fma).startswith("<function fma at 0x"))
print(all(hasattr(libdevice, n) for n in ("abs", "brevll", "frexpf", "ull2float_rz", "ynf", "fast_sinf")))
# expect: True True
# expect: None None None
# expect: function True
# expect: True
