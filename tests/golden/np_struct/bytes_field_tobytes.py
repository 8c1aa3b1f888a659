import numpy as np
r = np.array([(b'amy', 2.0), (b'zed', 3.0)], dtype=[('name', 'S4'), ('x', 'f8')])
print(r.tobytes())
# expect: b'amy\x00\x00\x00\x00\x00\x00\x00\x00@zed\x00\x00\x00\x00\x00\x00\x00\x08@'
