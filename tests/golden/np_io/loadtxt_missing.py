import numpy as np
np.loadtxt("/tmp/weft_np_io_no_such_folder/x.txt")
# expect runtime error: FileNotFoundError: /tmp/weft_np_io_no_such_folder/x.txt not found.
