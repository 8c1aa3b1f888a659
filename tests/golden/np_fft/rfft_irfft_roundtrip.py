import numpy as np
x = np.arange(12.0).reshape(3, 4)
print(np.fft.rfft(x))
print(np.fft.irfft(np.fft.rfft(x)))
print(np.fft.irfft(np.fft.rfft(x), n=5))
# expect: [[ 6.+0.j -2.+2.j -2.+0.j]
# expect:  [22.+0.j -2.+2.j -2.+0.j]
# expect:  [38.+0.j -2.+2.j -2.+0.j]]
# expect: [[ 0.  1.  2.  3.]
# expect:  [ 4.  5.  6.  7.]
# expect:  [ 8.  9. 10. 11.]]
# expect: [[-0.4         0.83915479  1.1297718   2.0702282   2.36084521]
# expect:  [ 2.8         4.03915479  4.3297718   5.2702282   5.56084521]
# expect:  [ 6.          7.23915479  7.5297718   8.4702282   8.76084521]]
