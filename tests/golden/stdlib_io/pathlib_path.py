# pathlib.Path: joining, the pure parts, comparison, and the file system operations in a
# temporary folder; mkdir of an existing folder is CPython's FileExistsError.
from pathlib import Path, PosixPath
import os, tempfile
p = Path("data") / "raw" / "file.tar.gz"
print(p, repr(p), p.name, p.stem, p.suffix, p.suffixes, p.parent, p.parent.parent, p.parts, p.anchor)
print(Path("/usr//local/./bin/"), Path(), Path("a", "b", "/c", "d"), Path("a") / "/abs", "pre" / Path("x"))
print(p.with_suffix(".zip"), p.with_name("other.txt"), p.with_stem("new"), Path("a/b/c").relative_to("a"), Path("/").name == "", Path("x.py").with_suffix(""))
print(Path("a") == Path("a/"), Path("a") < Path("b"), sorted([Path("b"), Path("a/c")]), len({Path("a"), Path("a")}), isinstance(p, Path), type(p).__name__)
print(str(p), f"{p}", os.path.join(str(p), "x"), Path("/a/b").is_absolute(), p.is_absolute(), Path(".hidden").suffix, Path("a.").suffixes)
os.chdir(tempfile.mkdtemp())
d = Path("work")
(d / "sub" / "deep").mkdir(parents=True)
(d / "sub" / "deep").mkdir(parents=True, exist_ok=True)
f = d / "sub" / "notes.txt"
print(f.write_text("hello\nworld\n"), f.read_text().splitlines(), f.exists(), f.is_file(), f.is_dir(), (d / "sub").is_dir())
(d / "sub" / "deep" / "a.py").write_text("x=1")
(d / "b.py").touch()
print(sorted(x.name for x in (d / "sub").iterdir()), sorted(x.name for x in d.glob("*.py")), sorted(str(x.relative_to(d)) for x in d.rglob("*.py")))
with f.open() as fh:
    print(fh.readline().strip())
g = f.rename(d / "renamed.txt"); print(g.name, f.exists(), g.exists())
g.unlink(); print(g.exists()); g.unlink(missing_ok=True)
print(Path.cwd() == Path(os.getcwd()), Path("rel").absolute().is_absolute(), d.resolve() == Path.cwd() / "work")
print((d / "b.py").read_bytes(), Path("x").joinpath("y", "z"))
try:
    (d / "nope.txt").read_text()
except FileNotFoundError as e:
    print("FileNotFoundError", e.errno)
try:
    Path("a").relative_to("b")
except ValueError as e:
    print(e)
(d / "sub").mkdir()
# expect: data/raw/file.tar.gz PosixPath('data/raw/file.tar.gz') file.tar.gz file.tar .gz ['.tar', '.gz'] data/raw data ('data', 'raw', 'file.tar.gz')
# expect: /usr/local/bin . /c/d /abs pre/x
# expect: data/raw/file.tar.zip data/raw/other.txt data/raw/new.gz b/c True x
# expect: True True [PosixPath('a/c'), PosixPath('b')] 1 True PosixPath
# expect: data/raw/file.tar.gz data/raw/file.tar.gz data/raw/file.tar.gz/x True False  []
# expect: 12 ['hello', 'world'] True True False True
# expect: ['deep', 'notes.txt'] ['b.py'] ['b.py', 'sub/deep/a.py']
# expect: hello
# expect: renamed.txt False True
# expect: False
# expect: True True True
# expect: b'' x/y/z
# expect: FileNotFoundError 2
# expect: 'a' is not in the subpath of 'b' OR one path is relative and the other is absolute.
# expect runtime error: FileExistsError: [Errno 17] File exists: 'work/sub'
