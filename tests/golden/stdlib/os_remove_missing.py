# remove of a missing file: FileNotFoundError naming it.
import os
try:
    os.rmdir("no_such_dir")
except FileNotFoundError as e:
    print(e.errno, e.strerror, e.filename)
os.remove("no_such_file.txt")

# expect: 2 No such file or directory no_such_dir
# expect runtime error: FileNotFoundError: [Errno 2] No such file or directory: 'no_such_file.txt'
