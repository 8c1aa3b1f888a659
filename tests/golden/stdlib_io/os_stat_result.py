# os.stat's stat_result: the ten classic fields by index and name, float times, a repr of
# os.stat_result(...), and FileNotFoundError for a missing path.
import os

import tempfile

d = tempfile.mkdtemp()
p = os.path.join(d, "f.txt")
with open(p, "w") as f:
    f.write("12345")
st = os.stat(p)
print(st.st_size, st[6], len(st), st.st_mode & 0o170000 == 0o100000)
# expect: 5 5 10 True
print(type(st.st_mtime).__name__, type(st[8]).__name__, st.st_mtime >= st[8], st.st_mtime_ns // 10**9 == st[8])
# expect: float int True True
print(repr(st).startswith("os.stat_result(st_mode="), tuple(st)[6], list(st)[6])
# expect: True 5 5
print(os.lstat(p).st_size, os.stat(d).st_nlink >= 1)
# expect: 5 True
try:
    os.stat(os.path.join(d, "missing"))
except FileNotFoundError as e:
    print(e.errno, e.strerror)
# expect: 2 No such file or directory
