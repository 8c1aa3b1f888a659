# A descriptor as a file: os.fdopen and open(fd) (tempfile.mkstemp's pattern), the file named
# by its number, closefd=False keeping the descriptor, and os.SEEK_* with seek.
import os, tempfile
fd, path = tempfile.mkstemp(suffix=".txt", text=True)
with os.fdopen(fd, "w") as f:
    print(f.name == fd, f.mode, repr(f).startswith("<_io.TextIOWrapper name="))
    f.write("line one\nline two\n")
with open(path) as f:
    print(f.read(), end="")
fd = os.open(path, os.O_RDONLY) if hasattr(os, "O_RDONLY") else None
fd2, path2 = tempfile.mkstemp()
f = open(fd2, "wb", closefd=False)
f.write(b"abcdef")
f.close()
g = os.fdopen(fd2, "rb")
g.seek(0, os.SEEK_SET)
print(g.read(), os.SEEK_SET, os.SEEK_CUR, os.SEEK_END)
g.seek(-2, os.SEEK_END)
print(g.read())
g.close()
if fd is not None:
    os.close(fd)
try:
    os.fdopen("3")
except TypeError as e:
    print("TypeError:", e)
try:
    open(10 ** 6)
except OSError as e:
    print(type(e).__name__, e.errno, e)
os.remove(path); os.remove(path2)
# expect: True w True
# expect: line one
# expect: line two
# expect: b'abcdef' 0 1 2
# expect: b'ef'
# expect: TypeError: invalid fd type (<class 'str'>, expected integer)
# expect: OSError 9 [Errno 9] Bad file descriptor
