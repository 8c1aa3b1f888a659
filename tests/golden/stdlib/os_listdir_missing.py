# listdir of a missing folder.
import os
print(os.path.exists("no_such_dir"), os.path.isdir("no_such_dir"), os.path.isfile("no_such_dir"))
os.listdir("no_such_dir")

# expect: False False False
# expect runtime error: FileNotFoundError: [Errno 2] No such file or directory: 'no_such_dir'
