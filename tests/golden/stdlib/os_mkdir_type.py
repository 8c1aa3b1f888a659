# mkdir takes a str path.
import os
os.mkdir(3.5)

# expect runtime error: TypeError: mkdir: path should be string, bytes or os.PathLike, not float
