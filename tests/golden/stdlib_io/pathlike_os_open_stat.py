# pathlib paths work wherever the os functions and open() take a path (os.PathLike), and
# os.stat/os.lstat/Path.stat give a stat_result.
import os, tempfile
from pathlib import Path
d = Path(tempfile.mkdtemp())
f = d / "a.txt"
with open(f, "w") as fh:
    fh.write("hi")
print(open(f).name == str(f), open(f).read(), os.path.exists(f), os.path.getsize(f), os.path.basename(f), os.path.join(d, "x") == str(d / "x"))
# expect: True hi True 2 a.txt True
print(os.listdir(d), os.stat(f).st_size, os.stat(str(f))[6], f.stat().st_size, type(os.stat(f)).__name__, len(os.stat(f)))
# expect: ['a.txt'] 2 2 2 stat_result 10
os.makedirs(d / "sub" / "deep", exist_ok=True)
print(sorted(os.listdir(d)), os.path.isdir(d / "sub"), [len(x) for x in next(os.walk(d))[1:]])
# expect: ['a.txt', 'sub'] True [1, 1]
os.rename(f, d / "b.txt"); print(sorted(os.listdir(d)))
# expect: ['b.txt', 'sub']
os.remove(d / "b.txt"); print(sorted(os.listdir(d)))
# expect: ['sub']
try:
    os.stat(d / "nope")
except FileNotFoundError as e:
    print(e.errno, e.filename == str(d / "nope"))
# expect: 2 True
try:
    open(3.5)
except TypeError as e:
    print(e)
# expect: expected str, bytes or os.PathLike object, not float
