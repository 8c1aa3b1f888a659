# np.savez / np.savez_compressed write the archive to a file object (io.BytesIO) too
import io
import numpy as np
buf = io.BytesIO()
np.savez(buf, a=np.eye(2), b=np.arange(3))
buf.seek(0)
z = np.load(buf)
print(sorted(z.files), z['b'], z['a'])
buf = io.BytesIO()
np.savez_compressed(buf, np.arange(5.0), x=np.array(['hi', 'there']))
print(buf.tell() > 0)
buf.seek(0)
with np.load(buf) as z:
    print(z.files, z['arr_0'], z['x'])
# expect: ['a', 'b'] [0 1 2] [[1. 0.]
# expect:  [0. 1.]]
# expect: True
# expect: ['x', 'arr_0'] [0. 1. 2. 3. 4.] ['hi' 'there']
