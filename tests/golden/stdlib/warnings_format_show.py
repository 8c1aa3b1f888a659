# warnings.formatwarning and warnings.showwarning: CPython's text, the source line when given.
import io
import sys
import warnings
print(warnings.formatwarning("msg", UserWarning, "a.py", 3, line="  x = 1  "), end="")
print(repr(warnings.formatwarning("m2", DeprecationWarning, "nofile.py", 7)))
print(repr(warnings.formatwarning("m3", RuntimeWarning, "b.py", 1, line="")))
buf = io.StringIO()
warnings.showwarning("to buffer", FutureWarning, "c.py", 12, file=buf, line="y = 2")
print(repr(buf.getvalue()))
sys.stdout.flush()
warnings.showwarning("shown", UserWarning, "file.py", 10)
print("done")
# expect stderr: file.py:10: UserWarning: shown
# expect: a.py:3: UserWarning: msg
# expect:   x = 1
# expect: 'nofile.py:7: DeprecationWarning: m2\n'
# expect: 'b.py:1: RuntimeWarning: m3\n'
# expect: 'c.py:12: FutureWarning: to buffer\n  y = 2\n'
# expect: done
