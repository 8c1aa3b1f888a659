# rename of a missing file names both paths.
import os
os.rename("no_such_a.txt", "no_such_b.txt")

# expect runtime error: FileNotFoundError: [Errno 2] No such file or directory: 'no_such_a.txt' -> 'no_such_b.txt'
