# pathlib: Path.replace, lstat, is_symlink, readlink, symlink_to, chmod, samefile, expanduser and
# PurePath.as_uri, with CPython's errors.
import pathlib, os, tempfile
print(pathlib.Path("~/x").expanduser() == pathlib.Path(os.path.expanduser("~/x")), pathlib.Path("plain").expanduser())
print(pathlib.Path("/tmp/a b/ü").as_uri(), pathlib.PurePath("/x").as_uri())
try:
    pathlib.Path("rel").as_uri()
except ValueError as e:
    print(e)
print(pathlib.Path("/tmp").is_symlink(), pathlib.Path("/nonexist").is_symlink(), pathlib.Path("/tmp").samefile("/tmp/"))
d = tempfile.mkdtemp()
a = pathlib.Path(d, "a.txt"); a.write_text("hello")
b = a.replace(pathlib.Path(d, "b.txt"))
print(type(b).__name__, b.name, a.exists(), b.exists())
l = pathlib.Path(d, "l"); l.symlink_to("b.txt")
print(l.is_symlink(), l.readlink(), type(l.readlink()).__name__, l.lstat().st_size < 10, l.samefile(b), l.read_text())
b.chmod(0o600); print(oct(b.stat().st_mode & 0o777))
try:
    pathlib.Path("~nosuchuserxyz/a").expanduser()
except RuntimeError as e:
    print(e)
try:
    pathlib.Path(d, "missing").samefile(b)
except FileNotFoundError as e:
    print(str(e).replace(d, "D"))
l.unlink(); b.unlink(); os.rmdir(d)
# expect: True plain
# expect: file:///tmp/a%20b/%C3%BC file:///x
# expect: relative path can't be expressed as a file URI
# expect: False False True
# expect: PosixPath b.txt False True
# expect: True b.txt PosixPath True True hello
# expect: 0o600
# expect: Could not determine home directory.
# expect: [Errno 2] No such file or directory: 'D/missing'
