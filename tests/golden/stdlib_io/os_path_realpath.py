# os.path.realpath resolves symlinks component by component as far as the path exists (a loop
# keeps the link met again); getmtime/lexists/normcase/splitdrive and the POSIX constants.
import os, tempfile
base = os.path.realpath(tempfile.mkdtemp())
os.makedirs(os.path.join(base, "real", "sub"))
os.symlink("real", os.path.join(base, "link"))
os.symlink("../real", os.path.join(base, "real", "up"))
os.symlink("loop2", os.path.join(base, "loop1"))
os.symlink("loop1", os.path.join(base, "loop2"))
os.chdir(base)
for p in ["link", "link/sub", "link/sub/../x", "link/nofile/../y", "real/up/sub", "./link/", "nope/a", "loop1", "loop1/x", ".", "link/.."]:
    print(repr(p), os.path.realpath(p).replace(base, "BASE"))
print(os.path.lexists("loop1"), os.path.exists("loop1"), os.path.normcase("A/B"), os.path.splitdrive("/a/b"))
print(os.path.pathsep, os.path.devnull, os.path.altsep, os.path.defpath)
print(type(os.path.getmtime("real")).__name__, abs(os.path.getmtime("real") - os.stat("real").st_mtime) < 1e-6)
try:
    os.path.getmtime("nope")
except FileNotFoundError as e:
    print(e)
for name in ["loop1", "loop2", "link", "real/up"]:
    os.unlink(name)
os.rmdir("real/sub"); os.rmdir("real"); os.chdir("/"); os.rmdir(base)
# expect: 'link' BASE/real
# expect: 'link/sub' BASE/real/sub
# expect: 'link/sub/../x' BASE/real/x
# expect: 'link/nofile/../y' BASE/real/y
# expect: 'real/up/sub' BASE/real/sub
# expect: './link/' BASE/real
# expect: 'nope/a' BASE/nope/a
# expect: 'loop1' BASE/loop1
# expect: 'loop1/x' BASE/loop1/x
# expect: '.' BASE
# expect: 'link/..' BASE
# expect: True False A/B ('', '/a/b')
# expect: : /dev/null None /bin:/usr/bin
# expect: float True
# expect: [Errno 2] No such file or directory: 'nope'
