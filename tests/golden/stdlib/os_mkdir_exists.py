# mkdir of a folder that exists: FileExistsError with CPython's message.
import os
os.mkdir(".")

# expect runtime error: FileExistsError: [Errno 17] File exists: '.'
