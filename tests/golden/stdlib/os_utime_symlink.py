# os.utime (now, times in seconds rounded down, ns), os.symlink, os.readlink, os.path.islink,
# with CPython's messages for bad arguments.
import os
import pathlib
import shutil
import tempfile
import time

d = tempfile.mkdtemp()
p = os.path.join(d, "f.txt")
with open(p, "w") as f:
    f.write("x")
os.utime(p, (1000000000, 1000000500))
s = os.stat(p)
print(s.st_atime, s.st_mtime)
os.utime(p, (1.5, 2.25))
print(os.stat(p).st_atime, os.stat(p).st_mtime)
os.utime(p, (-1.5, -0.25))
print(os.stat(p).st_atime_ns, os.stat(p).st_mtime_ns)
os.utime(p, ns=(3000000000, 4000000001))
print(os.stat(p).st_atime_ns, os.stat(p).st_mtime_ns)
os.utime(p, ns=(-1, -1000000001))
print(os.stat(p).st_atime_ns, os.stat(p).st_mtime_ns)
os.utime(p)
print(abs(os.stat(p).st_mtime - time.time()) < 100)
os.utime(p, None)
link = os.path.join(d, "link")
os.symlink(p, link)
print(os.path.islink(link), os.path.islink(p), os.readlink(link) == p, os.path.exists(link))
dangle = os.path.join(d, "dangle")
os.symlink("nowhere", dangle)
print(os.path.islink(dangle), os.path.exists(dangle), os.readlink(dangle))
print(os.lstat(link).st_size == len(p), os.path.islink(os.path.join(d, "nope")))
os.symlink(pathlib.Path(p), pathlib.Path(d) / "l2")
print(os.readlink(pathlib.Path(d) / "l2") == p, os.path.islink(pathlib.Path(d) / "l2"))
os.utime(os.path.join(d, "l2"), (5, 6), follow_symlinks=False)
print(os.lstat(os.path.join(d, "l2")).st_mtime, os.stat(p).st_mtime != 6)
bad = [lambda: os.readlink(p), lambda: os.symlink(p, link),
       lambda: os.utime(os.path.join(d, "nope"), (1, 2)), lambda: os.utime(p, (1,)),
       lambda: os.utime(p, 5), lambda: os.utime(p, (1, 2), ns=(1, 2)), lambda: os.utime(p, [1, 2]),
       lambda: os.path.islink(5), lambda: os.path.islink(3.5), lambda: os.readlink(5),
       lambda: os.symlink(1, "x"), lambda: os.symlink("x", 2.0), lambda: os.utime(3.5),
       lambda: os.utime(p, ns=(1.5, 2)), lambda: os.utime(p, ns=5), lambda: os.utime(p, ("a", 1)),
       lambda: os.utime(), lambda: os.readlink(), lambda: os.symlink("a"),
       lambda: os.utime(p, None, None), lambda: os.readlink(os.path.join(d, "none"))]
for f in bad:
    try:
        f()
    except Exception as e:
        print(type(e).__name__, str(e).replace(d, "D"))
shutil.rmtree(d)
# expect: 1000000000.0 1000000500.0
# expect: 1.5 2.25
# expect: -1500000000 -250000000
# expect: 3000000000 4000000001
# expect: -1 -1000000001
# expect: True
# expect: True False True True
# expect: True False nowhere
# expect: True False
# expect: True True
# expect: 6.0 True
# expect: OSError [Errno 22] Invalid argument: 'D/f.txt'
# expect: FileExistsError [Errno 17] File exists: 'D/f.txt' -> 'D/link'
# expect: FileNotFoundError [Errno 2] No such file or directory
# expect: TypeError utime: 'times' must be either a tuple of two ints or None
# expect: TypeError utime: 'times' must be either a tuple of two ints or None
# expect: ValueError utime: you may specify either 'times' or 'ns' but not both
# expect: TypeError utime: 'times' must be either a tuple of two ints or None
# expect: TypeError lstat: path should be string, bytes or os.PathLike, not int
# expect: TypeError lstat: path should be string, bytes or os.PathLike, not float
# expect: TypeError readlink: path should be string, bytes or os.PathLike, not int
# expect: TypeError symlink: src should be string, bytes or os.PathLike, not int
# expect: TypeError symlink: dst should be string, bytes or os.PathLike, not float
# expect: TypeError utime: path should be string, bytes, os.PathLike or integer, not float
# expect: TypeError 'float' object cannot be interpreted as an integer
# expect: TypeError utime: 'ns' must be a tuple of two ints
# expect: TypeError 'str' object cannot be interpreted as an integer
# expect: TypeError utime() missing required argument 'path' (pos 1)
# expect: TypeError readlink() missing required argument 'path' (pos 1)
# expect: TypeError symlink() missing required argument 'dst' (pos 2)
# expect: TypeError utime() takes at most 2 positional arguments (3 given)
# expect: FileNotFoundError [Errno 2] No such file or directory: 'D/none'
