# shutil.copy of a missing file, or into a missing folder: CPython's traceback shows shutil.py's
# frames (copy's call of copyfile, then copyfile's open) under the program's.
import os
import shutil
import tempfile

os.chdir(tempfile.mkdtemp())
with open("notes.txt", "w") as f:
    f.write("hi\n")
for call in [lambda: shutil.copyfile("missing.txt", "x.txt"), lambda: shutil.copy2("notes.txt", "no_dir/x.txt")]:
    try:
        call()
    except FileNotFoundError as e:
        print(e)
print(shutil.copy("notes.txt", "copy.txt"), open("copy.txt").read(), end="")
shutil.copy("missing.txt", "backup.txt")
# expect: [Errno 2] No such file or directory: 'missing.txt'
# expect: [Errno 2] No such file or directory: 'no_dir/x.txt'
# expect: copy.txt hi
# expect stderr:   File "/usr/lib/python3.11/shutil.py", line 419, in copy
# expect stderr:     copyfile(src, dst, follow_symlinks=follow_symlinks)
# expect stderr:   File "/usr/lib/python3.11/shutil.py", line 256, in copyfile
# expect stderr:     with open(src, 'rb') as fsrc:
# expect stderr:          ^^^^^^^^^^^^^^^
# expect runtime error: FileNotFoundError: [Errno 2] No such file or directory: 'missing.txt'
