# zipfile with pathlib paths, a directory member, a ZipInfo with its own date (0o600 when it has
# no mode), extract of a directory, extractall(members=...), ZipFile's repr and a bad mode.
import os, tempfile, zipfile
from pathlib import Path
d = Path(tempfile.mkdtemp())
(d / "a.txt").write_text("spam " * 100)
zpath = d / "x.zip"
with zipfile.ZipFile(zpath, mode="w", compression=zipfile.ZIP_DEFLATED) as z:
    z.write(d / "a.txt", "a.txt")
    z.writestr("dir/", "")
    z.writestr(zipfile.ZipInfo("fixed.txt", (2020, 5, 17, 10, 30, 4)), "fixed date")
    print(repr(z).startswith("<zipfile.ZipFile filename="), "mode='w'>" in repr(z))
print(repr(z))
with zipfile.ZipFile(zpath) as z:
    for i in z.infolist():
        print(i.filename, i.is_dir(), i.file_size, i.compress_size, i.date_time if i.filename == "fixed.txt" else "")
    info = z.getinfo("fixed.txt")
    print(info.compress_type, oct(info.external_attr >> 16))
    print(z.read(info))
    print(f"Compressed file is {round(z.getinfo('a.txt').file_size / z.getinfo('a.txt').compress_size, 2)}x smaller!")
    out = z.extract("dir/", d / "ex")
    print(os.path.isdir(out), out.endswith("ex/dir"))
    z.extractall(d / "all", members=["a.txt"])
    print(sorted(os.listdir(d / "all")))
zi = zipfile.ZipInfo("n.txt")
print(zi.filename, zi.date_time, zi.file_size, zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED)
try:
    zipfile.ZipFile(zpath, "q")
except ValueError as e:
    print("ValueError:", e)
import shutil; shutil.rmtree(d)
# expect: True True
# expect: <zipfile.ZipFile [closed]>
# expect: a.txt False 500 12 
# expect: dir/ True 0 2 
# expect: fixed.txt False 10 10 (2020, 5, 17, 10, 30, 4)
# expect: 0 0o600
# expect: b'fixed date'
# expect: Compressed file is 41.67x smaller!
# expect: True True
# expect: ['a.txt']
# expect: n.txt (1980, 1, 1, 0, 0, 0) 0 0 8
# expect: ValueError: ZipFile requires mode 'r', 'w', 'x', or 'a'
