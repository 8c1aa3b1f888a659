# zipfile: ZipFile 'w'/'a'/'r' with stored and deflated members (byte-exact archives: the sizes
# and compressed sizes are CPython's), write/writestr/namelist/infolist/getinfo/read/extract/
# extractall, ZipInfo fields, is_zipfile and the errors a course script meets.
import os, tempfile, zipfile
base = tempfile.mkdtemp()
os.chdir(base)
os.makedirs("proj/sub")
with open("proj/a.txt", "w") as f:
    f.write("hello world\n" * 50)
with open("proj/sub/b.csv", "w") as f:
    f.write("x,y\n1,2\n")
with zipfile.ZipFile("out.zip", "w") as z:
    for dp, dirs, files in os.walk("proj"):
        dirs.sort()
        for fn in sorted(files):
            z.write(os.path.join(dp, fn))
print(os.path.getsize("out.zip"))
with zipfile.ZipFile("dfl.zip", "w", compression=zipfile.ZIP_DEFLATED) as z:
    z.write("proj/a.txt", arcname="renamed.txt")
    z.write("proj/sub/b.csv")
print(os.path.getsize("dfl.zip"))
z = zipfile.ZipFile("dfl.zip")
print(z.namelist())
for info in z.infolist():
    print(info.filename, info.file_size, info.compress_size, info.compress_type, hex(info.external_attr >> 16), info.is_dir())
    print(f"ratio {round(info.file_size / info.compress_size, 2)}")
print(z.read("proj/sub/b.csv"), len(z.read("renamed.txt")))
print(z.getinfo("renamed.txt").CRC)
try:
    z.getinfo("nope")
except KeyError as e:
    print("KeyError:", e)
z.extractall("unz")
print(sorted(os.path.relpath(os.path.join(d, f), "unz") for d, _, fs in os.walk("unz") for f in fs))
print(z.extract("renamed.txt", "one") == os.path.join("one", "renamed.txt"))
z.close()
try:
    z.read("renamed.txt")
except ValueError as e:
    print("ValueError:", e)
with zipfile.ZipFile("dfl.zip", "a") as z:
    z.writestr("notes/readme.txt", "appended text")
with zipfile.ZipFile("dfl.zip") as z:
    print(z.namelist(), z.read("notes/readme.txt").decode())
print(zipfile.is_zipfile("dfl.zip"), zipfile.is_zipfile("proj/a.txt"))
try:
    zipfile.ZipFile("proj/a.txt")
except zipfile.BadZipFile as e:
    print("BadZipFile:", e)
try:
    zipfile.ZipFile("missing.zip")
except FileNotFoundError as e:
    print("FileNotFoundError:", e)
with zipfile.ZipFile("ro.zip", "w") as z:
    z.writestr("x.txt", b"bytes here")
with zipfile.ZipFile("ro.zip") as z:
    try:
        z.writestr("y", "no")
    except ValueError as e:
        print("ValueError:", e)
    print(z.read("x.txt"), z.infolist()[0].compress_type)
import shutil
shutil.rmtree(base)
# expect: 830
# expect: 255
# expect: ['renamed.txt', 'proj/sub/b.csv']
# expect: renamed.txt 600 21 8 0x81a4 False
# expect: ratio 28.57
# expect: proj/sub/b.csv 8 10 8 0x81a4 False
# expect: ratio 0.8
# expect: b'x,y\n1,2\n' 600
# expect: 1356955671
# expect: KeyError: "There is no item named 'nope' in the archive"
# expect: ['proj/sub/b.csv', 'renamed.txt']
# expect: True
# expect: ValueError: Attempt to use ZIP archive that was already closed
# expect: ['renamed.txt', 'proj/sub/b.csv', 'notes/readme.txt'] appended text
# expect: True False
# expect: BadZipFile: File is not a zip file
# expect: FileNotFoundError: [Errno 2] No such file or directory: 'missing.zip'
# expect: ValueError: write() requires mode 'w', 'x', or 'a'
# expect: b'bytes here' 0
