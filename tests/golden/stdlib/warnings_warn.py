# warnings.warn prints CPython's line on stderr once per place and text; the program goes on.
import warnings
def f(x):
    warnings.warn("careful %d" % x)
for i in range(3):
    f(1)
f(2)
print("done")

# expect: done
# expect stderr: warnings_warn.py:4: UserWarning: careful 1
# expect stderr:   warnings.warn("careful %d" % x)
# expect stderr: warnings_warn.py:4: UserWarning: careful 2
