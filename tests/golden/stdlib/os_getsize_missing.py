# getsize of a missing file.
import os
os.path.getsize("no_such_file.bin")

# expect runtime error: FileNotFoundError: [Errno 2] No such file or directory: 'no_such_file.bin'
