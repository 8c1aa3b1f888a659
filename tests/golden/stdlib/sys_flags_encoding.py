# sys.flags (a struct sequence of 18 fields) and sys.getdefaultencoding()/getfilesystemencoding().
import sys

f = sys.flags
print(type(f), len(f), f.debug, f.inspect, f.interactive, f.hash_randomization, f.dev_mode, f.safe_path)
print(f.int_max_str_digits, f[0], f.isolated, f.bytes_warning, tuple(f)[:2])
print(sys.getdefaultencoding(), sys.getfilesystemencoding())
try:
    sys.getdefaultencoding("x")
except TypeError as e:
    print("TypeError:", e)
# expect: <class 'sys.flags'> 18 0 0 0 1 False False
# expect: -1 0 0 0 (0, 0)
# expect: utf-8 utf-8
# expect: TypeError: sys.getdefaultencoding() takes no arguments (1 given)
