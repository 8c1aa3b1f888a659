# os.PathLike objects as paths for os.makedirs/listdir/stat/rename/remove, glob, shutil,
# json through open(), and either side of pathlib's `/`.
import os, pathlib, shutil, glob, json
class P:
    def __init__(self, p): self.p = p
    def __fspath__(self): return self.p
d = P("fspath_tools_dir")
os.makedirs(d, exist_ok=True)
print(os.path.isdir(d), sorted(os.listdir(d)), pathlib.Path("/tmp") / P("x"), P("a") / pathlib.Path("b"), pathlib.Path(d).exists())
with open(P("fspath_tools_dir/a.json"), "w") as f:
    json.dump({"a": 1}, f)
print(os.path.getsize(P("fspath_tools_dir/a.json")), glob.glob(os.path.join(d, "*.json")), os.stat(P("fspath_tools_dir/a.json")).st_size)
shutil.copy(P("fspath_tools_dir/a.json"), P("fspath_tools_dir/b.json"))
print(sorted(os.listdir(d)), os.path.relpath(P("/a/b"), P("/a")), os.path.normpath(P("a//b")), os.path.split(P("a/b")))
os.rename(P("fspath_tools_dir/b.json"), P("fspath_tools_dir/c.json"))
os.remove(P("fspath_tools_dir/c.json"))
shutil.rmtree(d)
print(os.path.exists(d))

# expect: True [] /tmp/x a/b True
# expect: 8 ['fspath_tools_dir/a.json'] 8
# expect: ['a.json', 'b.json'] b a/b ('a', 'b')
# expect: False
