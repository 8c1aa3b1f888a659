# np.iinfo(...).kind
import numpy as np
print(np.iinfo(np.uint16).kind, np.iinfo(int).kind, np.iinfo(np.int8).kind, np.iinfo("u8").kind)


# expect: u i i u
