# np.fft.hfft and np.fft.ihfft: Hermitian-symmetric transforms, with n, axis and norm
import numpy as np

print(np.fft.hfft(np.array([1, 2j, 3])))
print(np.fft.hfft([1.0, 2.0, 3.0], n=4))
print(np.fft.hfft([1.0, 2.0, 3.0], norm='ortho').round(6))
print(np.fft.hfft([1.0, 2.0, 3.0], norm='forward'))
print(np.fft.ihfft([1.0, 2.0, 3.0, 4.0]))
print(np.fft.ihfft([1.0, 2.0, 3.0, 4.0], norm='forward'))
print(np.fft.ihfft(np.arange(6.0).reshape(2, 3), axis=0))
x = np.array([1.0, 5.0, 2.0, 7.0])
print(np.allclose(np.fft.hfft(np.fft.ihfft(x), 4), x))
np.fft.hfft([1.0, 2.0], norm='bad')

# expect: [ 4.  2.  4. -6.]
# expect: [ 8. -2.  0. -2.]
# expect: [ 4. -1.  0. -1.]
# expect: [ 2.  -0.5  0.  -0.5]
# expect: [ 2.5-0.j  -0.5-0.5j -0.5-0.j ]
# expect: [10.-0.j -2.-2.j -2.-0.j]
# expect: [[ 1.5-0.j  2.5-0.j  3.5-0.j]
# expect:  [-1.5-0.j -1.5-0.j -1.5-0.j]]
# expect: True
# expect runtime error: ValueError: Invalid norm value bad; should be "backward", "ortho" or "forward".
