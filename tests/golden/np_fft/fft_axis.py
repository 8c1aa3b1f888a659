import numpy as np
x = np.arange(12.0).reshape(3, 4)
print(np.fft.fft(x, axis=0))
print(np.fft.fft(x, n=2, axis=0))
# expect: [[12.+0.j         15.+0.j         18.+0.j         21.+0.j        ]
# expect:  [-6.+3.46410162j -6.+3.46410162j -6.+3.46410162j -6.+3.46410162j]
# expect:  [-6.-3.46410162j -6.-3.46410162j -6.-3.46410162j -6.-3.46410162j]]
# expect: [[ 4.+0.j  6.+0.j  8.+0.j 10.+0.j]
# expect:  [-4.+0.j -4.+0.j -4.+0.j -4.+0.j]]
