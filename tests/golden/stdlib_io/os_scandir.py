# os.scandir: DirEntry objects (name, path, is_file/is_dir/is_symlink, stat, inode, __fspath__),
# the iterator a context manager that close() ends; CPython's argument errors.
import os, tempfile
base = tempfile.mkdtemp()
os.chdir(base)
os.mkdir("sub")
for n in ["b.txt", "a.py"]:
    with open(n, "w") as f:
        f.write("x" * len(n))
os.symlink("a.py", "link.py")
with os.scandir(".") as it:
    entries = sorted(it, key=lambda e: e.name)
for e in entries:
    print(repr(e), e.name, e.path, e.is_file(), e.is_dir(), e.is_symlink(), e.is_file(follow_symlinks=False), e.stat().st_size if e.is_file() else "-", e.__fspath__())
print(sorted(e.name for e in os.scandir() if e.is_file()), sorted(e.path for e in os.scandir(base + "/"))[0].replace(base, "BASE"))
it = os.scandir()
print(type(it).__name__, type(next(it)).__name__)
it.close()
print(list(it))
print(entries[0].inode() == os.stat("a.py").st_ino, entries[0].stat(follow_symlinks=False).st_size)
try:
    os.scandir("nonexistent")
except FileNotFoundError as e:
    print(e)
try:
    os.scandir(5.0)
except TypeError as e:
    print(e)
try:
    entries[0].is_file(True)
except TypeError as e:
    print(e)
for n in ["link.py", "a.py", "b.txt"]:
    os.remove(n)
os.rmdir("sub"); os.chdir("/"); os.rmdir(base)
# expect: <DirEntry 'a.py'> a.py ./a.py True False False True 4 ./a.py
# expect: <DirEntry 'b.txt'> b.txt ./b.txt True False False True 5 ./b.txt
# expect: <DirEntry 'link.py'> link.py ./link.py True False True False 4 ./link.py
# expect: <DirEntry 'sub'> sub ./sub False True False False - ./sub
# expect: ['a.py', 'b.txt', 'link.py'] BASE/a.py
# expect: ScandirIterator DirEntry
# expect: []
# expect: True 4
# expect: [Errno 2] No such file or directory: 'nonexistent'
# expect: scandir: path should be string, bytes, os.PathLike, integer or None, not float
# expect: is_file() takes no positional arguments
