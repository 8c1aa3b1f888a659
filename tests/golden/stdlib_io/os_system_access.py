# os.system (the wait status; the program's output flushed first), os.replace, os.chmod, os.access
# with F_OK/R_OK/W_OK/X_OK, os.getuid/getgid and os.urandom, with CPython's messages.
import os
print("before system")
print(os.system("exit 3"), os.system("true"))
for a in [(), (1,)]:
    try:
        os.system(*a)
    except TypeError as e:
        print(e)
try:
    os.chmod("/nonexist_x", 0o644)
except OSError as e:
    print(e)
print(os.access("/tmp", os.W_OK), os.access("/nonexist", os.F_OK), os.R_OK, os.W_OK, os.X_OK, os.F_OK)
try:
    os.replace("/nonexist_a", "/tmp/b")
except OSError as e:
    print(e)
print(len(os.urandom(8)), type(os.urandom(0)), type(os.getuid()), os.getgid() >= 0)
try:
    os.urandom(-1)
except ValueError as e:
    print(e)
p = "/tmp/pysweep13_os_sys.txt"
with open(p, "w") as f:
    f.write("x")
os.chmod(p, 0o600)
print(oct(os.stat(p).st_mode & 0o777), os.access(p, os.R_OK | os.W_OK), os.access(p, os.X_OK))
os.replace(p, p + ".2")
print(os.path.exists(p), os.path.exists(p + ".2"))
os.remove(p + ".2")
os.system("echo from the shell")
# expect: before system
# expect: 768 0
# expect: system() missing required argument 'command' (pos 1)
# expect: expected str, bytes or os.PathLike object, not int
# expect: [Errno 2] No such file or directory: '/nonexist_x'
# expect: True False 4 2 1 0
# expect: [Errno 2] No such file or directory: '/nonexist_a' -> '/tmp/b'
# expect: 8 <class 'bytes'> <class 'int'> True
# expect: negative argument not allowed
# expect: 0o600 True False
# expect: False True
# expect: from the shell
