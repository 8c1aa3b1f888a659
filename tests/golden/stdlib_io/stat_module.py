# The stat module: S_IS* tests of os.stat's st_mode, S_IMODE/S_IFMT, filemode as ls prints
# it, the ST_/S_I constants, and CPython's errors for a mode that is no int or out of range.
import stat, os, tempfile
print(stat.filemode(0o104755), stat.filemode(0o041777), stat.filemode(0o120777), stat.filemode(0o170000), stat.filemode(0o102644))
d = tempfile.mkdtemp()
st = os.stat(d)
print(stat.S_ISDIR(st.st_mode), stat.S_ISREG(st.st_mode), stat.S_ISDIR(st[stat.ST_MODE]), stat.S_ISLNK(0o120777))
print(stat.S_IMODE(0o100644) == 0o644, stat.S_IFMT(0o100644) == stat.S_IFREG, stat.S_ISDIR(True), stat.S_ISDOOR(0))
print(stat.ST_SIZE, stat.S_IRWXU | stat.S_IRGRP, stat.filemode(stat.S_IFREG | 0o640), stat.UF_HIDDEN, stat.FILE_ATTRIBUTE_HIDDEN)
os.rmdir(d)
try:
    stat.S_ISDIR("x")
except TypeError as e:
    print(e)
try:
    stat.filemode(-1)
except OverflowError as e:
    print(e)
stat.filemode(2 ** 40)

# expect: -rwsr-xr-x drwxrwxrwt lrwxrwxrwx ?--------- -rw-r-Sr--
# expect: True False True True
# expect: True True False False
# expect: 6 480 -rw-r----- 32768 2
# expect: an integer is required
# expect: can't convert negative value to unsigned int
# expect runtime error: OverflowError: mode out of range
