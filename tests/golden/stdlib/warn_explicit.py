# warnings.warn_explicit places a warning at a file and line of the caller's choosing;
# sys.executable is a path
import os
import sys
import warnings

print(isinstance(sys.executable, str), os.path.isabs(sys.executable))
with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("always")
    warnings.warn_explicit("hello", UserWarning, "foo.py", 3)
    warnings.warn_explicit(DeprecationWarning("old"), None, "bar.py", 7, module="bar")
for w in log:
    print(w.category.__name__, w.message, w.filename, w.lineno)
warnings.simplefilter("error")
try:
    warnings.warn_explicit("boom", RuntimeWarning, "x.py", 1)
except RuntimeWarning as e:
    print("caught", e)
warnings.resetwarnings()
warnings.warn_explicit("shown", UserWarning, "foo.py", 3)
# expect stderr: foo.py:3: UserWarning: shown

# expect: True True
# expect: UserWarning hello foo.py 3
# expect: DeprecationWarning old bar.py 7
# expect: caught boom
