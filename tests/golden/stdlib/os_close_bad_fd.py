# os.close of a descriptor that is not open.
import os
os.close(987654)

# expect runtime error: OSError: [Errno 9] Bad file descriptor
