# os.listdir, os.walk and Path.iterdir give the names in the file system's order, as CPython
# does on the same folder (what a program prints is the same); sorted() gives a fixed order.
import os
import tempfile
from pathlib import Path

top = tempfile.mkdtemp()
for name in ["b.txt", "a.txt", "c.txt", "10.txt", "2.txt", "Z.txt", "sub"]:
    if name == "sub":
        os.mkdir(os.path.join(top, name))
    else:
        open(os.path.join(top, name), "w").close()
names = os.listdir(top)
print(sorted(names))
# expect: ['10.txt', '2.txt', 'Z.txt', 'a.txt', 'b.txt', 'c.txt', 'sub']
print(names == [p.name for p in Path(top).iterdir()])
# expect: True
root, dirs, files = next(os.walk(top))
print(dirs, files == [n for n in names if n != "sub"])
# expect: ['sub'] True
