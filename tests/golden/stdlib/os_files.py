# mkdir, listdir, rename, remove, rmdir, getsize, exists/isfile/isdir in a temporary folder.
import os
base = os.path.join("/tmp", "weft_stdlib_files_" + str(os.getpid()))
os.mkdir(base)
try:
    with open(os.path.join(base, "b.txt"), "w") as f:
        f.write("hello")
    os.mkdir(os.path.join(base, "sub"))
    print(sorted(os.listdir(base)))
    p = os.path.join(base, "b.txt")
    print(os.path.exists(p), os.path.isfile(p), os.path.isdir(p), os.path.getsize(p))
    os.rename(p, os.path.join(base, "a.txt"))
    print(sorted(os.listdir(base)), os.path.exists(p))
    os.remove(os.path.join(base, "a.txt"))
    os.rmdir(os.path.join(base, "sub"))
    print(os.listdir(base))
finally:
    for name in os.listdir(base):
        q = os.path.join(base, name)
        if os.path.isdir(q):
            os.rmdir(q)
        else:
            os.remove(q)
    os.rmdir(base)
print(os.path.exists(base))

# expect: ['b.txt', 'sub']
# expect: True True False 5
# expect: ['a.txt', 'sub'] False
# expect: []
# expect: False
