# np.bool, np.str and np.object warn that they will return as NumPy scalars, then raise as the
# other removed aliases do; the message names the scalar type to use.
import numpy as np

try:
    np.bool
except AttributeError as e:
    print(str(e).splitlines()[1])
try:
    np.int
except AttributeError as e:
    print(str(e).splitlines()[0])
    print(str(e).splitlines()[1][-60:])
print(hasattr(np, "object"), hasattr(np, "object_"))

# expect: `np.bool` was a deprecated alias for the builtin `bool`. To avoid this error in existing code, use `bool` by itself. Doing this will not modify any behavior and is safe. If you specifically wanted the numpy scalar type, use `np.bool_` here.
# expect: module 'numpy' has no attribute 'int'.
# expect: use, check the release note link for additional information.
# expect: False True
