# shutil.move between two file systems (rename fails with EXDEV): the tree is copied, then the
# source removed. /dev/shm is a tmpfs where there is one; elsewhere the move is a plain rename
# and the output is the same. (The removal's path buffer once had its cleanup registered on a
# block-scoped variable: ASan's stack-use-after-scope.)
import os
import shutil
import tempfile

shm = os.path.join(os.sep, "dev", "shm")
with tempfile.TemporaryDirectory() as here, tempfile.TemporaryDirectory(dir=shm if os.path.isdir(shm) else None) as there:
    tree = os.path.join(here, "tree")
    os.makedirs(os.path.join(tree, "sub"))
    for name in ("a.txt", os.path.join("sub", "b.txt")):
        with open(os.path.join(tree, name), "w") as f:
            f.write(name * 3)
    dest = shutil.move(tree, there)
    print(dest == os.path.join(there, "tree"), os.path.exists(tree))
    for root, dirs, files in sorted(os.walk(dest)):
        print(os.path.relpath(root, there), sorted(dirs), sorted(files))
    with open(os.path.join(dest, "sub", "b.txt")) as f:
        print(f.read())
    one = os.path.join(here, "one.txt")
    with open(one, "w") as f:
        f.write("x")
    print(os.path.basename(shutil.move(one, os.path.join(there, "moved.txt"))), os.path.exists(one))
# expect: True False
# expect: tree ['sub'] ['a.txt']
# expect: tree/sub [] ['b.txt']
# expect: sub/b.txtsub/b.txtsub/b.txt
# expect: moved.txt False
