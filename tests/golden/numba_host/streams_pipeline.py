# A chunked copy/compute pipeline on several streams (notebook 08): copies in and back on each
# chunk's stream, the launch on it, then synchronize. The results are the unchunked ones.
import numpy as np
from numba import cuda


@cuda.jit
def double(a, out):
    i = cuda.grid(1)
    if i < a.size:
        out[i] = 2 * a[i] + 1


n, chunks = 64, 4
h_in = cuda.pinned_array(n, dtype=np.float32)
h_in[:] = np.arange(n, dtype=np.float32)
h_out = cuda.pinned_array(n, dtype=np.float32)
streams = [cuda.stream() for _ in range(2)]
size = n // chunks
for c in range(chunks):
    s = streams[c % 2]
    d_in = cuda.to_device(h_in[c * size:(c + 1) * size], stream=s)
    d_out = cuda.device_array(size, dtype=np.float32, stream=s)
    double[1, size, s](d_in, d_out)
    d_out.copy_to_host(h_out[c * size:(c + 1) * size], stream=s)
back = d_out.copy_to_host(stream=streams[1])
for s in streams:
    s.synchronize()
cuda.synchronize()
print(h_out[:5], h_out[-3:])
print(bool((h_out == 2 * h_in + 1).all()))
print(back)
# expect: [1. 3. 5. 7. 9.] [123. 125. 127.]
# expect: True
# expect: [ 97.  99. 101. 103. 105. 107. 109. 111. 113. 115. 117. 119. 121. 123.
# expect:  125. 127.]
