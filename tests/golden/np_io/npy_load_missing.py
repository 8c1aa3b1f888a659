import numpy as np
np.load("/tmp/weft_np_io_no_such_folder/x.npy")
# expect runtime error: FileNotFoundError: [Errno 2] No such file or directory: '/tmp/weft_np_io_no_such_folder/x.npy'
