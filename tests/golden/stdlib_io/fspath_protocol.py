# os.fspath and the __fspath__ protocol: any object with __fspath__ is an os.PathLike, and
# open(), os, os.path and pathlib take it as the path it names.
import os, os.path, pathlib
class Where:
    def __init__(self, p): self.p = p
    def __fspath__(self): return self.p
print(os.fspath("a"), os.fspath(b"b"), os.fspath(Where("/tmp")), os.fspath(pathlib.Path("/x/y")))
print(isinstance(Where("x"), os.PathLike), isinstance("x", os.PathLike), isinstance(pathlib.Path("x"), os.PathLike), os.PathLike)
print(issubclass(Where, os.PathLike), issubclass(pathlib.PurePath, os.PathLike), issubclass(int, os.PathLike))
with open(Where("fspath_out.txt"), "w") as f:
    f.write("hi\n")
print(open(Where("fspath_out.txt")).read(), end="")
print(os.path.exists(Where("fspath_out.txt")), os.path.join(Where("/tmp"), "a"), os.path.join("/tmp", Where("b")), os.path.basename(Where("/tmp/a.txt")))
print(os.path.splitext(Where("a.b")), os.path.isdir(Where("/tmp")), pathlib.Path(Where("/tmp")) / "x", os.path.abspath(Where("/a/../b")))
os.remove(Where("fspath_out.txt"))
class Named(os.PathLike):
    def __fspath__(self): return "/named"
print(os.fspath(Named()), os.path.dirname(Named()), os.fsencode(Where("a")), os.fsdecode(Where(b"a")))
def show(p: os.PathLike[str]) -> str:
    return os.fspath(p)
print(os.PathLike[str], show(Where("w")), show.__annotations__["p"])

# expect: a b'b' /tmp /x/y
# expect: True False True <class 'os.PathLike'>
# expect: True True False
# expect: hi
# expect: True /tmp/a /tmp/b a.txt
# expect: ('a', '.b') True /tmp/x /b
# expect: /named / b'a' a
# expect: os.PathLike[str] w os.PathLike[str]
